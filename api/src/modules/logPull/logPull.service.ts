import { and, count, eq, gte, like, lt, sql, type SQL } from "drizzle-orm";
import { accounts, devices, logPulls, storedFiles, type Db } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { notFound } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
import { escapeLike, orderOf } from "../../common/listing";
import { SortDirection, pageOf, type PageInput } from "../../common/paging";
import { deviceScope } from "../../common/scope";
import {
  LogPullSortField,
  type LogPull,
  type LogPullFilter,
  type LogPullPage,
  type LogPullSort,
  type LogPullStatus,
} from "./logPull.types";

export const pullNotFound = () => notFound("The log pull");

const SORT = {
  [LogPullSortField.SN]: logPulls.sn,
  [LogPullSortField.PERIOD]: logPulls.periodDays,
  [LogPullSortField.STATUS]: logPulls.status,
  [LogPullSortField.REQUESTED_AT]: logPulls.requestedAt,
  [LogPullSortField.UPLOADED_AT]: logPulls.uploadedAt,
};

/** Log pulls of devices the caller sees. */
export const pullScope = (db: Db, p: Principal): SQL =>
  sql`${logPulls.deviceId} in (${db.select({ id: devices.id }).from(devices).where(deviceScope(db, p))})`;

const selectPulls = (db: Db) =>
  db
    .select({
      pull: logPulls,
      account: accounts.account,
      fileName: storedFiles.originalName,
      fileSize: storedFiles.size,
      sha256: storedFiles.sha256,
    })
    .from(logPulls)
    .leftJoin(accounts, eq(accounts.id, logPulls.requestedBy))
    .leftJoin(storedFiles, eq(storedFiles.id, logPulls.fileId));

type Row = Awaited<ReturnType<ReturnType<typeof selectPulls>["where"]>>[number];

function toPull(r: Row): LogPull {
  const p = r.pull;
  return {
    id: String(p.id),
    sn: p.sn,
    periodDays: p.periodDays,
    commandId: p.commandId,
    status: p.status as LogPullStatus,
    failureReason: p.failureReason,
    requestedBy: r.account,
    requestedAt: p.requestedAt,
    retrievedAt: p.retrievedAt,
    expiresAt: p.expiresAt,
    file:
      p.fileId && r.fileName
        ? { id: p.fileId, name: r.fileName, size: r.fileSize ?? 0, sha256: r.sha256 ?? "" }
        : null,
    uploadedAt: p.uploadedAt,
    finishedAt: p.finishedAt,
  };
}

export async function listPulls(
  ctx: Context,
  filter: LogPullFilter | null,
  sort: LogPullSort | null,
  page: PageInput | null,
): Promise<LogPullPage> {
  const p = ctx.principal!;
  const sn = filter?.sn?.trim();
  const where = and(
    pullScope(ctx.db, p),
    sn ? like(sql`upper(${logPulls.sn})`, `%${escapeLike(sn.toUpperCase())}%`) : undefined,
    filter?.status ? eq(logPulls.status, filter.status) : undefined,
    filter?.from ? gte(logPulls.requestedAt, filter.from) : undefined,
    filter?.to ? lt(logPulls.requestedAt, filter.to) : undefined,
  );
  const { offset, limit } = pageOf(page);
  const order = orderOf(
    SORT[sort?.field ?? LogPullSortField.REQUESTED_AT],
    sort?.direction ?? SortDirection.DESC,
    logPulls.id,
  );
  const [rows, [total]] = await Promise.all([
    selectPulls(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(logPulls).where(where),
  ]);
  return { items: rows.map(toPull), total: total?.n ?? 0 };
}

/** One pull of a device in the caller's scope, or null. */
export async function findPull(db: Db, p: Principal, id: number): Promise<LogPull | null> {
  const [row] = await selectPulls(db).where(and(eq(logPulls.id, id), pullScope(db, p)));
  return row ? toPull(row) : null;
}

export async function getPull(ctx: Context, id: string): Promise<LogPull> {
  const pull = await findPull(ctx.db, ctx.principal!, idOrNotFound(id, "The log pull"));
  if (!pull) throw pullNotFound();
  return pull;
}
