import { and, desc, eq, gt, sql } from "drizzle-orm";
import { appUpgrades, clients, devices, storedFiles, upgradeOutcomes, type Db } from "@cgm/db";
import type { PairedDevice } from "../../auth/device";
import { requestEvaluation } from "../rollout/rollout.job";
import type { OutcomeReport } from "./update.params";
import { enqueueCallback, outcomeData } from "../callback/callback.events";

/** Where a device downloads an app upgrade's package with its device token (update.route.ts). */
export const devicePackagePath = (id: number) => `/device/v1/updates/${id}/package`;

/** The upgrade a device is offered (GET /device/v1/updates). */
export interface OfferedUpgrade {
  kind: "app";
  id: number;
  appName: string;
  versionNumber: number;
  versionName: string;
  upgradeContent: string | null;
  url: string;
  fileName: string;
  size: number;
  sha256: string;
}

/** The terminal type of a device's client (its client type), or null when the client is gone. */
export async function terminalTypeOf(db: Db, device: PairedDevice): Promise<string | null> {
  const [c] = await db
    .select({ type: clients.type })
    .from(clients)
    .where(eq(clients.clientId, device.client));
  return c?.type ?? null;
}

const sameType = (terminalType: string) => sql`lower(${appUpgrades.terminalType}) = lower(${terminalType})`;

/**
 * The app upgrade that applies to a device of `terminalType` running `current`: the VALID version of
 * that terminal type with the highest number above it (the rule of applicability.ts, in SQL), or null.
 */
export async function applicableAppUpgrade(
  db: Db,
  terminalType: string,
  current: number,
): Promise<OfferedUpgrade | null> {
  const [r] = await db
    .select({
      id: appUpgrades.id,
      appName: appUpgrades.appName,
      versionNum: appUpgrades.versionNum,
      versionName: appUpgrades.versionName,
      upgradeContent: appUpgrades.upgradeContent,
      fileName: storedFiles.originalName,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
    })
    .from(appUpgrades)
    .innerJoin(storedFiles, eq(storedFiles.id, appUpgrades.packageFileId))
    .where(and(sameType(terminalType), eq(appUpgrades.status, "VALID"), gt(appUpgrades.versionNum, current)))
    .orderBy(desc(appUpgrades.versionNum))
    .limit(1);
  if (!r) return null;
  return {
    kind: "app",
    id: r.id,
    appName: r.appName,
    versionNumber: r.versionNum,
    versionName: r.versionName,
    upgradeContent: r.upgradeContent,
    url: devicePackagePath(r.id),
    fileName: r.fileName,
    size: r.size,
    sha256: r.sha256 ?? "",
  };
}

/** An app upgrade of the terminal type (any status), with its package's stored file, or null. */
export async function appUpgradeOfType(db: Db, id: number, terminalType: string) {
  const [r] = await db
    .select({
      id: appUpgrades.id,
      status: appUpgrades.status,
      fileId: storedFiles.id,
      fileName: storedFiles.originalName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
    })
    .from(appUpgrades)
    .innerJoin(storedFiles, eq(storedFiles.id, appUpgrades.packageFileId))
    .where(and(eq(appUpgrades.id, id), sameType(terminalType)));
  return r ?? null;
}

/** What recording an outcome did. */
export type Recorded =
  | { status: "RECORDED" | "ALREADY_RECORDED"; outcome: string; reason: string | null; at: Date }
  | { status: "STALE_TOKEN" };

/** What an outcome is about: an app upgrade, or a software package or firmware image. */
export type OutcomeTarget = { appUpgradeId: number } | { packageId: number };

/**
 * Records a device's outcome of an app upgrade or a package, once per device, upgrade and outcome (a
 * repeat answers the first report). A new report on a package under a running rollout asks, in the
 * same transaction, for the rollout's evaluation (rollout.job.ts), which may halt it. Inside the transaction the device's token and client are checked again and locked
 * (FOR SHARE: a release, a client's new secret, disable or delete waits for this write, or this write
 * sees it and records nothing: STALE_TOKEN), as ingest does (ingest/first-statement.ts).
 */
export async function recordOutcome(
  db: Db,
  device: PairedDevice,
  target: OutcomeTarget,
  report: OutcomeReport,
): Promise<Recorded> {
  return db.transaction(async (tx) => {
    const [paired] = await tx
      .select({ id: devices.id })
      .from(devices)
      .innerJoin(clients, eq(clients.clientId, devices.pairedClient))
      .where(
        and(
          eq(devices.id, device.id),
          eq(devices.deviceTokenHash, device.tokenHash),
          eq(clients.status, "ACTIVE"),
          eq(clients.secretGeneration, devices.pairedClientGeneration),
        ),
      )
      .for("share");
    if (!paired) return { status: "STALE_TOKEN" as const };
    const [added] = await tx
      .insert(upgradeOutcomes)
      .values({
        deviceId: device.id,
        ...target,
        outcome: report.outcome,
        reason: report.reason,
        version: report.version,
      })
      .onConflictDoNothing()
      .returning();
    if (added) {
      if ("packageId" in target) await requestEvaluation(tx, target.packageId);
      await enqueueCallback(tx, { type: "upgrade.outcome", deviceId: device.id, data: outcomeData(added) });
      return { status: "RECORDED" as const, ...added };
    }
    const [first] = await tx
      .select()
      .from(upgradeOutcomes)
      .where(
        and(
          eq(upgradeOutcomes.deviceId, device.id),
          "packageId" in target
            ? eq(upgradeOutcomes.packageId, target.packageId)
            : eq(upgradeOutcomes.appUpgradeId, target.appUpgradeId),
          eq(upgradeOutcomes.outcome, report.outcome),
        ),
      );
    return { status: "ALREADY_RECORDED" as const, ...first! };
  });
}
