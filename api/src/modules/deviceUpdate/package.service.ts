import { and, eq, sql } from "drizzle-orm";
import { devices, storedFiles, upgradePackages, type Db } from "@cgm/db";
import { offeredTo, type TargetDevice } from "../rollout/rollout.targeting";
import { rolloutsOfPackages } from "../rollout/rollout.lookup";
import { applicableFirmware, applicableSoftware } from "./applicability";

/** Where a device downloads a software package or firmware image, and reports on it (update.route.ts). */
export const packagePath = (id: number) => `/device/v1/packages/${id}/package`;
export const packageOutcomePath = (id: number) => `/device/v1/packages/${id}/outcome`;

/** A device as the package rules see it: its SN and organisation (rollout target) and product code. */
export interface DeviceFacts extends TargetDevice {
  goodsCode: string;
}

export async function deviceFacts(db: Db, deviceId: number): Promise<DeviceFacts | null> {
  const [d] = await db
    .select({ sn: devices.sn, orgId: devices.orgId, goodsCode: devices.goodsCode })
    .from(devices)
    .where(eq(devices.id, deviceId));
  return d ?? null;
}

/** The package a device is offered (GET /device/v1/updates?kind=software|firmware). */
export interface OfferedPackage {
  kind: "software" | "firmware";
  id: number;
  productCode: string;
  versionNumber: number;
  versionName: string;
  upgradeContent: string | null;
  upgradeType: string;
  /** Firmware only (null for software): FULL or DIFFERENTIAL, and the start and target versions. */
  upgradeMode: string | null;
  startVersion: string | null;
  targetVersion: string | null;
  url: string;
  outcomeUrl: string;
  fileName: string;
  size: number;
  sha256: string;
}

const columns = {
  id: upgradePackages.id,
  kind: upgradePackages.kind,
  productCode: upgradePackages.productCode,
  versionNum: upgradePackages.versionNum,
  versionName: upgradePackages.versionName,
  upgradeContent: upgradePackages.upgradeContent,
  upgradeType: upgradePackages.upgradeType,
  upgradeMode: upgradePackages.upgradeMode,
  startVersion: upgradePackages.startVersion,
  targetVersion: upgradePackages.targetVersion,
  fileId: storedFiles.id,
  fileName: storedFiles.originalName,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  sha256: storedFiles.sha256,
};

const sameProduct = (code: string) => sql`lower(${upgradePackages.productCode}) = lower(${code})`;

/**
 * The packages of a kind for the device's product, each marked `valid` when it is offered to this
 * device now (its rollout's state and target: rollout.targeting.ts's offeredTo).
 */
async function candidates(db: Db, kind: "SOFTWARE" | "FIRMWARE", device: DeviceFacts) {
  const rows = await db
    .select(columns)
    .from(upgradePackages)
    .innerJoin(storedFiles, eq(storedFiles.id, upgradePackages.packageFileId))
    .where(and(eq(upgradePackages.kind, kind), sameProduct(device.goodsCode)));
  const plans = await rolloutsOfPackages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    valid: offeredTo(plans.get(r.id) ?? null, device),
    startVersion: r.startVersion ?? "",
    targetVersion: r.targetVersion ?? "",
  }));
}

type Row = Awaited<ReturnType<typeof candidates>>[number];

const offer = (r: Row): OfferedPackage => ({
  kind: r.kind === "FIRMWARE" ? "firmware" : "software",
  id: r.id,
  productCode: r.productCode,
  versionNumber: r.versionNum,
  versionName: r.versionName,
  upgradeContent: r.upgradeContent,
  upgradeType: r.upgradeType,
  upgradeMode: r.upgradeMode,
  startVersion: r.kind === "FIRMWARE" ? r.startVersion : null,
  targetVersion: r.kind === "FIRMWARE" ? r.targetVersion : null,
  url: packagePath(r.id),
  outcomeUrl: packageOutcomePath(r.id),
  fileName: r.fileName,
  size: r.size,
  sha256: r.sha256 ?? "",
});

/** The software package that applies (applicability.ts's applicableSoftware over the offered ones), or null. */
export async function applicableSoftwarePackage(db: Db, device: DeviceFacts, current: number) {
  const best = applicableSoftware(await candidates(db, "SOFTWARE", device), current);
  return best ? offer(best) : null;
}

/** The firmware image that applies (applicableFirmware: exactly the start version, higher target), or null. */
export async function applicableFirmwarePackage(db: Db, device: DeviceFacts, firmwareVersion: string) {
  const best = applicableFirmware(firmwareVersion, await candidates(db, "FIRMWARE", device));
  return best ? offer(best) : null;
}

/**
 * A package of the device's product with its stored file and whether it is offered to the device now,
 * or null (another product's package or none: the route answers 404).
 */
export async function packageForDevice(db: Db, id: number, device: DeviceFacts) {
  const [r] = await db
    .select(columns)
    .from(upgradePackages)
    .innerJoin(storedFiles, eq(storedFiles.id, upgradePackages.packageFileId))
    .where(and(eq(upgradePackages.id, id), sameProduct(device.goodsCode)));
  if (!r) return null;
  const plan = (await rolloutsOfPackages(db, [id])).get(id) ?? null;
  return { ...r, offered: offeredTo(plan, device), rolloutId: plan?.id ?? null };
}
