import { and, eq, ne, sql } from "drizzle-orm";
import { dictionaries, storedFiles, upgradePackages, type Db } from "@cgm/db";
import { firmwareUpgradeSchema, softwareUpgradeSchema, validateWith } from "@cgm/domain";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { badInput, unauthenticated } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
import { isForeignKeyViolation, isUniqueViolation } from "../../common/listing";
import { attachFile, releaseFile } from "../../files";
import {
  packageInUse,
  unknownUpgradeType,
  upgradePackageNotFound,
  versionTaken,
} from "./upgradePackage.errors";
import { KIND_FILE, upgradePackageById } from "./upgradePackage.service";
import { UpgradePackageKind, type FirmwareUpgradeInput, type UpgradePackage } from "./upgradePackage.types";

/** The dictionary whose item codes are the upgrade types. */
export const UPGRADE_TYPE_DICTIONARY = "upgradeType";
/** What attachFile answers for a file that is not (any longer) an upload of the caller's. */
const FILE_NOT_AVAILABLE = "file.notAvailable";

const ownerOf = (id: number) => `upgradePackage:${id}`;
/** The audit kind (and the list kit's export resource) of each list. */
export const AUDIT_ENTITY = { SOFTWARE: "softwareUpgrade", FIRMWARE: "firmwareUpgrade" } as const;

/** The input checked by its kind's schema; software rows carry no firmware fields. */
function clean(kind: UpgradePackageKind, input: Partial<FirmwareUpgradeInput>) {
  const firmware = kind === UpgradePackageKind.FIRMWARE;
  const r = validateWith(firmware ? firmwareUpgradeSchema : softwareUpgradeSchema, input);
  if (!r.ok) throw badInput(r.fieldErrors);
  const v = r.value as Partial<Record<"upgradeMode" | "startVersion" | "targetVersion", string>> &
    typeof r.value;
  return {
    kind,
    upgradeContent: v.upgradeContent || null,
    productCode: v.productCode,
    typeName: v.typeName || null,
    packageFileId: v.packageFileId,
    versionNum: v.versionNum,
    versionName: v.versionName,
    upgradeType: v.upgradeType,
    upgradeMode: firmware ? (v.upgradeMode ?? null) : null,
    startVersion: firmware ? (v.startVersion ?? null) : null,
    targetVersion: firmware ? (v.targetVersion ?? null) : null,
  };
}
type Clean = ReturnType<typeof clean>;

/** The item code of the upgradeType dictionary as it is spelled there, or null. */
export async function upgradeTypeCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ code: dictionaries.code })
    .from(dictionaries)
    .where(
      and(
        sql`${dictionaries.parentId} = (select d.id from ${dictionaries} d where d.parent_id is null and lower(d.key) = lower(${UPGRADE_TYPE_DICTIONARY}))`,
        sql`lower(${dictionaries.code}) = lower(${code})`,
      ),
    )
    .limit(1);
  return row?.code ?? null;
}

/** The upgrade type as the dictionary spells it; the version number free for the kind and product. */
async function check(db: Db, v: Clean, exceptId: number | null): Promise<Clean> {
  const upgradeType = await upgradeTypeCode(db, v.upgradeType);
  if (!upgradeType) throw unknownUpgradeType();
  const same = and(
    eq(upgradePackages.kind, v.kind),
    eq(upgradePackages.versionNum, v.versionNum),
    sql`lower(${upgradePackages.productCode}) = lower(${v.productCode})`,
  );
  const [hit] = await db
    .select({ id: upgradePackages.id })
    .from(upgradePackages)
    .where(exceptId === null ? same : and(same, ne(upgradePackages.id, exceptId)))
    .limit(1);
  if (hit) throw versionTaken();
  const [file] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.id, v.packageFileId));
  if (!file) throw badInput({ packageFileId: FILE_NOT_AVAILABLE });
  return { ...v, upgradeType };
}

/** Attaches the package in the caller's transaction (an upload of the list's kind) and frees a replaced one. */
async function attachPackage(ctx: Context, db: Db, id: number, v: Clean, before?: { packageFileId: string }) {
  if (!ctx.principal) throw unauthenticated();
  await attachFile(db, {
    fileId: v.packageFileId,
    kind: KIND_FILE[v.kind],
    owner: ownerOf(id),
    accountId: ctx.principal.accountId,
    field: "packageFileId",
  });
  if (before && before.packageFileId !== v.packageFileId) {
    await releaseFile(db, before.packageFileId, ownerOf(id));
  }
}

const mapUnique = (e: unknown): never => {
  throw isUniqueViolation(e) ? versionTaken() : e;
};
const nameOf = (v: { productCode: string; versionName: string }) => `${v.productCode} ${v.versionName}`;

export async function createUpgradePackage(
  ctx: Context,
  kind: UpgradePackageKind,
  input: Partial<FirmwareUpgradeInput>,
): Promise<UpgradePackage> {
  if (!ctx.principal) throw unauthenticated();
  const createdBy = ctx.principal.accountId;
  const id = await ctx.db
    .transaction(async (tx) => {
      const v = await check(tx, clean(kind, input), null);
      const [row] = await tx
        .insert(upgradePackages)
        .values({ ...v, createdBy })
        .returning({ id: upgradePackages.id });
      if (!row) throw new Error("upgrade package was not written");
      await attachPackage(ctx, tx, row.id, v);
      await audit(ctx, tx, {
        action: `${AUDIT_ENTITY[kind]}.create`,
        entity: AUDIT_ENTITY[kind],
        entityId: row.id,
        entityName: nameOf(v),
        after: v,
      });
      return row.id;
    })
    .catch(mapUnique);
  return upgradePackageById(ctx.db, id);
}

/** The row of this kind, locked for the transaction (another kind's id is NOT_FOUND). */
async function lockedRow(db: Db, kind: UpgradePackageKind, id: number) {
  const [row] = await db
    .select()
    .from(upgradePackages)
    .where(and(eq(upgradePackages.id, id), eq(upgradePackages.kind, kind)))
    .for("update");
  if (!row) throw upgradePackageNotFound();
  return row;
}

export async function updateUpgradePackage(
  ctx: Context,
  kind: UpgradePackageKind,
  id: string,
  input: Partial<FirmwareUpgradeInput>,
): Promise<UpgradePackage> {
  const uid = idOrNotFound(id, "The upgrade package");
  const cleaned = clean(kind, input);
  await ctx.db
    .transaction(async (tx) => {
      const before = await lockedRow(tx, kind, uid);
      const v = await check(tx, cleaned, uid);
      await tx
        .update(upgradePackages)
        .set({ ...v, updatedAt: new Date() })
        .where(eq(upgradePackages.id, uid));
      await attachPackage(ctx, tx, uid, v, before);
      await audit(ctx, tx, {
        action: `${AUDIT_ENTITY[kind]}.update`,
        entity: AUDIT_ENTITY[kind],
        entityId: uid,
        entityName: nameOf(v),
        before,
        after: v,
      });
    })
    .catch(mapUnique);
  return upgradePackageById(ctx.db, uid);
}

/** Deletes a package and frees its file; one that upgrade records still refer to is refused (CONFLICT). */
export async function deleteUpgradePackage(
  ctx: Context,
  kind: UpgradePackageKind,
  id: string,
): Promise<boolean> {
  const uid = idOrNotFound(id, "The upgrade package");
  await ctx.db
    .transaction(async (tx) => {
      const before = await lockedRow(tx, kind, uid);
      await tx.delete(upgradePackages).where(eq(upgradePackages.id, uid));
      await releaseFile(tx, before.packageFileId, ownerOf(uid));
      await audit(ctx, tx, {
        action: `${AUDIT_ENTITY[kind]}.delete`,
        entity: AUDIT_ENTITY[kind],
        entityId: uid,
        entityName: nameOf(before),
        before,
      });
    })
    .catch((e: unknown) => {
      throw isForeignKeyViolation(e) ? packageInUse() : e;
    });
  return true;
}
