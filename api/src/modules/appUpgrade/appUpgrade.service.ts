import { and, count, eq, ilike, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { accounts, appUpgrades, storedFiles, upgradeOutcomes, type Db } from "@cgm/db";
import type { Context } from "../../context";
import { idOrNotFound } from "../../common/ids";
import { SortDirection, pageOf, type PageInput } from "../../common/paging";
import { containsPattern, orderOf } from "../../common/listing";
import { downloadPath } from "../../files/download";
import { appUpgradeNotFound } from "./appUpgrade.errors";
import {
  AppUpgradeSortField,
  AppUpgradeStatus,
  type AppUpgrade,
  type AppUpgradeFilter,
  type AppUpgradePage,
  type AppUpgradeSort,
} from "./appUpgrade.types";

const SORT = {
  [AppUpgradeSortField.APP_NAME]: appUpgrades.appName,
  [AppUpgradeSortField.VERSION_NUM]: appUpgrades.versionNum,
  [AppUpgradeSortField.TERMINAL_TYPE]: appUpgrades.terminalType,
  [AppUpgradeSortField.CREATED_AT]: appUpgrades.createdAt,
};

const pkg = alias(storedFiles, "package_file");

/** How many devices reported an outcome of the row's version (one report per device and outcome). */
const reported = (outcome: "DOWNLOADED" | "INSTALLED" | "FAILED") =>
  sql<number>`(select count(*) from ${upgradeOutcomes} o where o.app_upgrade_id = ${appUpgrades.id} and o.outcome = ${outcome})::int`.mapWith(
    Number,
  );

const COLUMNS = {
  id: appUpgrades.id,
  appName: appUpgrades.appName,
  upgradeContent: appUpgrades.upgradeContent,
  iconFileId: appUpgrades.iconFileId,
  packageFileId: appUpgrades.packageFileId,
  packageName: pkg.originalName,
  packageSize: pkg.size,
  packageSha256: pkg.sha256,
  versionNum: appUpgrades.versionNum,
  versionName: appUpgrades.versionName,
  terminalType: appUpgrades.terminalType,
  remark: appUpgrades.remark,
  status: appUpgrades.status,
  disableTime: appUpgrades.disableTime,
  creator: accounts.name,
  createdAt: appUpgrades.createdAt,
  updatedAt: appUpgrades.updatedAt,
  downloaded: reported("DOWNLOADED"),
  installed: reported("INSTALLED"),
  failed: reported("FAILED"),
};

const base = (db: Db) =>
  db
    .select(COLUMNS)
    .from(appUpgrades)
    .innerJoin(pkg, eq(pkg.id, appUpgrades.packageFileId))
    .leftJoin(accounts, eq(accounts.id, appUpgrades.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

const toAppUpgrade = (r: Row): AppUpgrade => ({
  id: String(r.id),
  appName: r.appName,
  upgradeContent: r.upgradeContent,
  iconFileId: r.iconFileId,
  iconUrl: downloadPath(r.iconFileId),
  package: {
    id: r.packageFileId,
    fileName: r.packageName,
    size: r.packageSize,
    sha256: r.packageSha256 ?? "",
    url: downloadPath(r.packageFileId),
  },
  versionNum: r.versionNum,
  versionName: r.versionName,
  terminalType: r.terminalType,
  remark: r.remark,
  status: r.status === "INVALID" ? AppUpgradeStatus.INVALID : AppUpgradeStatus.VALID,
  disableTime: r.disableTime,
  creator: r.creator,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  outcomes: { downloaded: r.downloaded, installed: r.installed, failed: r.failed },
});

/** App versions are not organisation data: everyone holding App upgrade sees them all. */
export async function listAppUpgrades(
  ctx: Context,
  filter: AppUpgradeFilter | null | undefined,
  sort: AppUpgradeSort | null | undefined,
  page: PageInput | null | undefined,
): Promise<AppUpgradePage> {
  const conds: SQL[] = [];
  const name = containsPattern(filter?.appName);
  if (name) conds.push(ilike(appUpgrades.appName, name));
  const type = filter?.terminalType?.trim();
  if (type) conds.push(sql`lower(${appUpgrades.terminalType}) = lower(${type})`);
  if (filter?.status) conds.push(eq(appUpgrades.status, filter.status));
  const where = and(...conds);
  const { offset, limit } = pageOf(page);
  const column = SORT[sort?.field ?? AppUpgradeSortField.CREATED_AT];
  const [rows, [total]] = await Promise.all([
    base(ctx.db)
      .where(where)
      .orderBy(...orderOf(column, sort?.direction ?? SortDirection.DESC, appUpgrades.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(appUpgrades).where(where),
  ]);
  return { items: rows.map(toAppUpgrade), total: total?.n ?? 0 };
}

export async function appUpgradeById(db: Db, id: number): Promise<AppUpgrade> {
  const [row] = await base(db).where(eq(appUpgrades.id, id));
  if (!row) throw appUpgradeNotFound();
  return toAppUpgrade(row);
}

export const getAppUpgrade = (ctx: Context, id: string) =>
  appUpgradeById(ctx.db, idOrNotFound(id, "The app version"));
