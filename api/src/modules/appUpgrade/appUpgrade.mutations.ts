import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { appUpgrades, storedFiles, type Db } from "@cgm/db";
import { appUpgradeSchema, validateWith } from "@cgm/domain";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { badInput, unauthenticated } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
import { isUniqueViolation } from "../../common/listing";
import { attachFile, releaseFile } from "../../files";
import { clientTypeCode } from "../client/client.mutations";
import {
  alreadyInvalid,
  appUpgradeNotFound,
  invalidLocked,
  unknownTerminalType,
  versionTaken,
} from "./appUpgrade.errors";
import { appUpgradeById } from "./appUpgrade.service";
import type { AppUpgrade, AppUpgradeInput } from "./appUpgrade.types";

/** What attachFile answers for a file that is not (any longer) an upload of the caller's. */
const FILE_NOT_AVAILABLE = "file.notAvailable";

const ownerOf = (id: number) => `appUpgrade:${id}`;

function clean(input: AppUpgradeInput) {
  const r = validateWith(appUpgradeSchema, input);
  if (!r.ok) throw badInput(r.fieldErrors);
  const v = r.value;
  return {
    appName: v.appName,
    upgradeContent: v.upgradeContent || null,
    iconFileId: v.iconFileId,
    packageFileId: v.packageFileId,
    versionNum: v.versionNum,
    versionName: v.versionName,
    terminalType: v.terminalType,
    remark: v.remark || null,
  };
}
type Clean = ReturnType<typeof clean>;

/**
 * The terminal type as the dictionary spells it; the version number free for it. Invalid versions keep
 * their number: a device that installed one must be offered a higher one, never the same number again.
 */
async function check(db: Db, v: Clean, exceptId: number | null): Promise<Clean> {
  const terminalType = await clientTypeCode(db, v.terminalType);
  if (!terminalType) throw unknownTerminalType();
  const same = and(
    eq(appUpgrades.versionNum, v.versionNum),
    sql`lower(${appUpgrades.terminalType}) = lower(${terminalType})`,
  );
  const [hit] = await db
    .select({ id: appUpgrades.id })
    .from(appUpgrades)
    .where(exceptId === null ? same : and(same, ne(appUpgrades.id, exceptId)))
    .limit(1);
  if (hit) throw versionTaken();
  // The row references both files: one that does not exist is the field's error, not a foreign key's.
  const found = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(inArray(storedFiles.id, [v.iconFileId, v.packageFileId]));
  const ids = new Set(found.map((f) => f.id));
  const missing = { iconFileId: v.iconFileId, packageFileId: v.packageFileId };
  const errors = Object.fromEntries(
    Object.entries(missing)
      .filter(([, id]) => !ids.has(id))
      .map(([field]) => [field, FILE_NOT_AVAILABLE]),
  );
  if (Object.keys(errors).length) throw badInput(errors);
  return { ...v, terminalType };
}

/**
 * Attaches the icon and the package in the caller's transaction (each a complete upload of its kind,
 * the caller's or already this version's; else BAD_USER_INPUT on its field) and releases replaced ones.
 */
async function attachFiles(ctx: Context, db: Db, id: number, v: Clean, before?: Clean): Promise<void> {
  if (!ctx.principal) throw unauthenticated();
  const owner = ownerOf(id);
  const accountId = ctx.principal.accountId;
  await attachFile(db, { fileId: v.iconFileId, kind: "appIcon", owner, accountId, field: "iconFileId" });
  await attachFile(db, {
    fileId: v.packageFileId,
    kind: "appPackage",
    owner,
    accountId,
    field: "packageFileId",
  });
  if (before && before.iconFileId !== v.iconFileId) await releaseFile(db, before.iconFileId, owner);
  if (before && before.packageFileId !== v.packageFileId) await releaseFile(db, before.packageFileId, owner);
}

const mapUnique = (e: unknown): never => {
  throw isUniqueViolation(e) ? versionTaken() : e;
};

export async function createAppUpgrade(ctx: Context, input: AppUpgradeInput): Promise<AppUpgrade> {
  if (!ctx.principal) throw unauthenticated();
  const createdBy = ctx.principal.accountId;
  const id = await ctx.db
    .transaction(async (tx) => {
      const v = await check(tx, clean(input), null);
      const [row] = await tx
        .insert(appUpgrades)
        .values({ ...v, createdBy })
        .returning({ id: appUpgrades.id });
      if (!row) throw new Error("app version was not written");
      await attachFiles(ctx, tx, row.id, v);
      await audit(ctx, tx, {
        action: "appUpgrade.create",
        entity: "appUpgrade",
        entityId: row.id,
        entityName: `${v.appName} ${v.versionName}`,
        after: v,
      });
      return row.id;
    })
    .catch(mapUnique);
  return appUpgradeById(ctx.db, id);
}

/** Changes a valid version; an invalid one is final (CONFLICT appUpgrade.invalidLocked). */
export async function updateAppUpgrade(
  ctx: Context,
  id: string,
  input: AppUpgradeInput,
): Promise<AppUpgrade> {
  const uid = idOrNotFound(id, "The app version");
  const cleaned = clean(input);
  await ctx.db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(appUpgrades).where(eq(appUpgrades.id, uid)).for("update");
      if (!before) throw appUpgradeNotFound();
      if (before.status !== "VALID") throw invalidLocked();
      const v = await check(tx, cleaned, uid);
      await tx
        .update(appUpgrades)
        .set({ ...v, updatedAt: new Date() })
        .where(eq(appUpgrades.id, uid));
      await attachFiles(ctx, tx, uid, v, before);
      await audit(ctx, tx, {
        action: "appUpgrade.update",
        entity: "appUpgrade",
        entityId: uid,
        entityName: `${v.appName} ${v.versionName}`,
        before,
        after: v,
      });
    })
    .catch(mapUnique);
  return appUpgradeById(ctx.db, uid);
}

/**
 * Sets a version invalid for good: records its disable time; devices are never offered it again. A
 * second call is refused (CONFLICT appUpgrade.alreadyInvalid, with the first disable time).
 */
export async function setAppUpgradeInvalid(ctx: Context, id: string): Promise<AppUpgrade> {
  const uid = idOrNotFound(id, "The app version");
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(appUpgrades).where(eq(appUpgrades.id, uid)).for("update");
    if (!before) throw appUpgradeNotFound();
    if (before.status !== "VALID" || before.disableTime)
      throw alreadyInvalid(before.disableTime ?? new Date());
    const disableTime = new Date();
    await tx
      .update(appUpgrades)
      .set({ status: "INVALID", disableTime, updatedAt: disableTime })
      .where(eq(appUpgrades.id, uid));
    await audit(ctx, tx, {
      action: "appUpgrade.invalidate",
      entity: "appUpgrade",
      entityId: uid,
      entityName: `${before.appName} ${before.versionName}`,
      before: { status: before.status },
      after: { status: "INVALID", disableTime },
    });
  });
  return appUpgradeById(ctx.db, uid);
}
