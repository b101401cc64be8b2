import { and, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { accounts, storedFiles, upgradePackages, type Db } from "@cgm/db";
import type { Context } from "../../context";
import { idOrNotFound } from "../../common/ids";
import { SortDirection, pageOf, type PageInput } from "../../common/paging";
import { containsPattern, orderOf } from "../../common/listing";
import { downloadPath } from "../../files/download";
import { upgradePackageNotFound } from "./upgradePackage.errors";
import {
  UpgradeMode,
  UpgradePackageKind,
  UpgradePackageSortField,
  type UpgradePackage,
  type UpgradePackageFilter,
  type UpgradePackagePage,
  type UpgradePackageSort,
} from "./upgradePackage.types";

/** The page code of each list: it shows the list, and `<code>:add` etc. are its buttons. */
export const KIND_CODE: Record<UpgradePackageKind, string> = {
  [UpgradePackageKind.SOFTWARE]: "version:software",
  [UpgradePackageKind.FIRMWARE]: "version:firmware",
};
/** The stored-file kind of each list's packages. */
export const KIND_FILE = { SOFTWARE: "softwarePackage", FIRMWARE: "firmware" } as const;

const SORT = {
  [UpgradePackageSortField.PRODUCT_CODE]: upgradePackages.productCode,
  [UpgradePackageSortField.VERSION_NUM]: upgradePackages.versionNum,
  [UpgradePackageSortField.CREATED_AT]: upgradePackages.createdAt,
};

const pkg = alias(storedFiles, "package_file");

const base = (db: Db) =>
  db
    .select({
      row: upgradePackages,
      packageName: pkg.originalName,
      packageSize: pkg.size,
      packageSha256: pkg.sha256,
      creator: accounts.name,
    })
    .from(upgradePackages)
    .innerJoin(pkg, eq(pkg.id, upgradePackages.packageFileId))
    .leftJoin(accounts, eq(accounts.id, upgradePackages.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

const toUpgradePackage = ({ row: r, ...f }: Row): UpgradePackage => ({
  id: String(r.id),
  kind: r.kind === "FIRMWARE" ? UpgradePackageKind.FIRMWARE : UpgradePackageKind.SOFTWARE,
  upgradeContent: r.upgradeContent,
  productCode: r.productCode,
  typeName: r.typeName,
  package: {
    id: r.packageFileId,
    fileName: f.packageName,
    size: f.packageSize,
    sha256: f.packageSha256 ?? "",
    url: downloadPath(r.packageFileId),
  },
  versionNum: r.versionNum,
  versionName: r.versionName,
  upgradeType: r.upgradeType,
  upgradeMode: r.upgradeMode ? (r.upgradeMode as UpgradeMode) : null,
  startVersion: r.startVersion,
  targetVersion: r.targetVersion,
  creator: f.creator,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** Packages are not organisation data: everyone holding the list's page sees all of its kind. */
export async function listUpgradePackages(
  ctx: Context,
  kind: UpgradePackageKind,
  filter: UpgradePackageFilter | null | undefined,
  sort: UpgradePackageSort | null | undefined,
  page: PageInput | null | undefined,
): Promise<UpgradePackagePage> {
  const conds: SQL[] = [eq(upgradePackages.kind, kind)];
  const product = containsPattern(filter?.productCode);
  if (product) {
    conds.push(or(ilike(upgradePackages.productCode, product), ilike(upgradePackages.typeName, product))!);
  }
  const type = filter?.upgradeType?.trim();
  if (type) conds.push(sql`lower(${upgradePackages.upgradeType}) = lower(${type})`);
  const where = and(...conds);
  const { offset, limit } = pageOf(page);
  const column = SORT[sort?.field ?? UpgradePackageSortField.CREATED_AT];
  const [rows, [total]] = await Promise.all([
    base(ctx.db)
      .where(where)
      .orderBy(...orderOf(column, sort?.direction ?? SortDirection.DESC, upgradePackages.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(upgradePackages).where(where),
  ]);
  return { items: rows.map(toUpgradePackage), total: total?.n ?? 0 };
}

export async function upgradePackageById(db: Db, id: number): Promise<UpgradePackage> {
  const [row] = await base(db).where(eq(upgradePackages.id, id));
  if (!row) throw upgradePackageNotFound();
  return toUpgradePackage(row);
}

/** One package, for a caller holding its list's page (else NOT_FOUND, as if there were none). */
export async function getUpgradePackage(ctx: Context, id: string): Promise<UpgradePackage> {
  const p = await upgradePackageById(ctx.db, idOrNotFound(id, "The upgrade package"));
  if (!ctx.principal?.codes.has(KIND_CODE[p.kind])) throw upgradePackageNotFound();
  return p;
}
