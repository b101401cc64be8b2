import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { clients, languages, versionReleaseLanguages, versionReleases, type Db } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { idOrNotFound, parseId } from "../../common/ids";
import { pageOf, SortDirection, type PageInput } from "../../common/paging";
import { containsPattern, orderOf } from "../../common/listing";
import { principalOf } from "../center/center.service";
import { clientNotFound } from "../client/client.scope";
import { clientTypeCode } from "../client/client.mutations";
import { releaseNotFound, releaseScope, visibleClient } from "./versionRelease.scope";
import { selectClientFirst } from "./versionRelease.errors";
import {
  VersionReleaseSortField,
  type VersionRelease,
  type VersionReleaseFilter,
  type VersionReleaseLanguage,
  type VersionReleasePage,
  type VersionReleaseSort,
} from "./versionRelease.types";

const COLUMNS = {
  id: versionReleases.id,
  clientId: versionReleases.clientId,
  clientName: clients.name,
  terminalType: versionReleases.terminalType,
  versionNum: versionReleases.versionNum,
  versionName: versionReleases.versionName,
  remark: versionReleases.remark,
  createdAt: versionReleases.createdAt,
  updatedAt: versionReleases.updatedAt,
};

const base = (db: Db) =>
  db.select(COLUMNS).from(versionReleases).innerJoin(clients, eq(clients.id, versionReleases.clientId));
type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

/** The languages of each release, by language code. */
async function languagesOf(db: Db, ids: number[]): Promise<Map<number, VersionReleaseLanguage[]>> {
  const out = new Map<number, VersionReleaseLanguage[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select({
      releaseId: versionReleaseLanguages.releaseId,
      id: languages.id,
      name: languages.name,
      code: languages.code,
    })
    .from(versionReleaseLanguages)
    .innerJoin(languages, eq(languages.id, versionReleaseLanguages.languageId))
    .where(inArray(versionReleaseLanguages.releaseId, ids))
    .orderBy(asc(languages.code));
  for (const r of rows)
    out.get(r.releaseId)?.push({ id: String(r.id), language: r.name, languageCode: r.code });
  return out;
}

async function toReleases(db: Db, rows: Row[]): Promise<VersionRelease[]> {
  const langs = await languagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: String(r.id),
    client: { id: String(r.clientId), name: r.clientName },
    terminalType: r.terminalType,
    versionNum: r.versionNum,
    versionName: r.versionName,
    remark: r.remark,
    languages: langs.get(r.id) ?? [],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

/** 1.10 after 1.9: the version number's parts compared as numbers (each part has at most 9 digits). */
const versionParts = sql`string_to_array(${versionReleases.versionNum}, '.')::int[]`;

function orderBy(sort: VersionReleaseSort | null | undefined): SQL[] {
  const field = sort?.field ?? VersionReleaseSortField.CREATED_AT;
  const direction = sort ? sort.direction : SortDirection.DESC;
  if (field !== VersionReleaseSortField.VERSION_NUM) {
    const column = {
      [VersionReleaseSortField.CLIENT_NAME]: clients.name,
      [VersionReleaseSortField.TERMINAL_TYPE]: versionReleases.terminalType,
      [VersionReleaseSortField.VERSION_NAME]: versionReleases.versionName,
      [VersionReleaseSortField.CREATED_AT]: versionReleases.createdAt,
    }[field];
    return orderOf(column, direction, versionReleases.id);
  }
  const dir = direction === SortDirection.DESC ? desc : asc;
  return [dir(versionParts), dir(versionReleases.id)];
}

export async function listReleases(
  ctx: Context,
  filter: VersionReleaseFilter | null | undefined,
  sort: VersionReleaseSort | null | undefined,
  page: PageInput | null | undefined,
): Promise<VersionReleasePage> {
  const conds: SQL[] = [releaseScope(ctx.db, principalOf(ctx))];
  if (filter?.clientId != null)
    conds.push(eq(versionReleases.clientId, idOrNotFound(filter.clientId, "The client")));
  const type = filter?.terminalType?.trim();
  if (type) conds.push(sql`lower(${versionReleases.terminalType}) = lower(${type})`);
  const num = containsPattern(filter?.versionNum);
  if (num) conds.push(ilike(versionReleases.versionNum, num));
  const name = containsPattern(filter?.versionName);
  if (name) conds.push(ilike(versionReleases.versionName, name));
  const where = and(...conds);
  const { offset, limit } = pageOf(page);
  const [rows, [total]] = await Promise.all([
    base(ctx.db)
      .where(where)
      .orderBy(...orderBy(sort))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(versionReleases).where(where),
  ]);
  return { items: await toReleases(ctx.db, rows), total: total?.n ?? 0 };
}

/** One release in the caller's scope; outside it, NOT_FOUND. */
export async function releaseById(db: Db, p: Principal, id: number): Promise<VersionRelease> {
  const [r] = await toReleases(
    db,
    await base(db).where(and(eq(versionReleases.id, id), releaseScope(db, p))),
  );
  if (!r) throw releaseNotFound();
  return r;
}

export const getRelease = (ctx: Context, id: string) =>
  releaseById(ctx.db, principalOf(ctx), idOrNotFound(id, "The version release"));

/**
 * Sync: the latest release (by create time) of this client and terminal type, or null when there is
 * none. Without a client or a terminal type: BAD_USER_INPUT "Please select the client name and terminal
 * type first". A client outside the caller's scope is NOT_FOUND.
 */
export async function previousRelease(
  ctx: Context,
  clientId: string | null | undefined,
  terminalType: string | null | undefined,
): Promise<VersionRelease | null> {
  const type = terminalType?.trim() ?? "";
  const missing = { clientId: !clientId?.trim(), terminalType: !type };
  if (missing.clientId || missing.terminalType) throw selectClientFirst(missing);
  const p = principalOf(ctx);
  const cid = parseId(clientId ?? "");
  if (cid === null || !(await visibleClient(ctx.db, p, cid))) throw clientNotFound();
  const code = type.length <= 50 ? await clientTypeCode(ctx.db, type) : null;
  if (!code) return null;
  const [row] = await base(ctx.db)
    .where(and(eq(versionReleases.clientId, cid), eq(versionReleases.terminalType, code)))
    .orderBy(desc(versionReleases.createdAt), desc(versionReleases.id))
    .limit(1);
  return row ? ((await toReleases(ctx.db, [row]))[0] ?? null) : null;
}
