import { and, asc, count, eq, ilike, inArray, type SQL } from "drizzle-orm";
import { centerCountries, centers, countries, organisations, type Db } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { unauthenticated } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
import { pageOf, type PageInput } from "../../common/paging";
import { containsPattern, orderOf } from "../../common/listing";
import { translationsOf } from "../country/country.translations";
import { centerNotFound, centerScope } from "./center.scope";
import {
  CenterSortField,
  type Center,
  type CenterCountry,
  type CenterFilter,
  type CenterPage,
  type CenterSort,
} from "./center.types";

const SORT = {
  [CenterSortField.NAME]: centers.name,
  [CenterSortField.CENTER_CODE]: centers.code,
  [CenterSortField.DOMAIN]: centers.domain,
  [CenterSortField.UPDATED_AT]: centers.updatedAt,
};

const COLUMNS = {
  id: centers.id,
  name: centers.name,
  code: centers.code,
  domain: centers.domain,
  orgId: centers.orgId,
  orgName: organisations.name,
  createdAt: centers.createdAt,
  updatedAt: centers.updatedAt,
};

const base = (db: Db) =>
  db.select(COLUMNS).from(centers).innerJoin(organisations, eq(organisations.id, centers.orgId));
type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

export function principalOf(ctx: Context): Principal {
  if (!ctx.principal) throw unauthenticated();
  return ctx.principal;
}

/** The supported countries of each center, with their translations. */
export async function supportedOf(db: Db, centerIds: number[]): Promise<Map<number, CenterCountry[]>> {
  const out = new Map<number, CenterCountry[]>(centerIds.map((id) => [id, []]));
  if (!centerIds.length) return out;
  const rows = await db
    .select({
      centerId: centerCountries.centerId,
      id: countries.id,
      name: countries.name,
      code: countries.code,
    })
    .from(centerCountries)
    .innerJoin(countries, eq(countries.id, centerCountries.countryId))
    .where(inArray(centerCountries.centerId, centerIds))
    .orderBy(asc(countries.code));
  const names = await translationsOf(db, [...new Set(rows.map((r) => r.id))]);
  for (const r of rows) {
    out.get(r.centerId)?.push({
      id: String(r.id),
      country: r.name,
      countryCode: r.code,
      translations: names.get(r.id) ?? [],
    });
  }
  return out;
}

async function toCenters(db: Db, rows: Row[]): Promise<Center[]> {
  const supported = await supportedOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    centerCode: r.code,
    domain: r.domain,
    organisation: { id: String(r.orgId), name: r.orgName },
    countries: supported.get(r.id) ?? [],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export async function listCenters(
  ctx: Context,
  filter: CenterFilter | null | undefined,
  sort: CenterSort | null | undefined,
  page: PageInput | null | undefined,
): Promise<CenterPage> {
  const conds: SQL[] = [centerScope(ctx.db, principalOf(ctx))];
  const name = containsPattern(filter?.name);
  if (name) conds.push(ilike(centers.name, name));
  const code = containsPattern(filter?.centerCode);
  if (code) conds.push(ilike(centers.code, code));
  if (filter?.orgId != null) conds.push(eq(centers.orgId, idOrNotFound(filter.orgId, "The organisation")));
  const where = and(...conds);
  const { offset, limit } = pageOf(page);
  const column = SORT[sort?.field ?? CenterSortField.CENTER_CODE];
  const [rows, [total]] = await Promise.all([
    base(ctx.db)
      .where(where)
      .orderBy(...orderOf(column, sort?.direction, centers.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(centers).where(where),
  ]);
  return { items: await toCenters(ctx.db, rows), total: total?.n ?? 0 };
}

/** One center in the caller's scope; outside it, NOT_FOUND. */
export async function centerById(db: Db, p: Principal, id: number): Promise<Center> {
  const [c] = await toCenters(db, await base(db).where(and(eq(centers.id, id), centerScope(db, p))));
  if (!c) throw centerNotFound();
  return c;
}

export const getCenter = (ctx: Context, id: string) =>
  centerById(ctx.db, principalOf(ctx), idOrNotFound(id, "The center"));
