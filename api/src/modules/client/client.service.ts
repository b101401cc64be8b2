import { and, asc, count, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { centers, clientCountries, clients, countries, type Db } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { idOrNotFound } from "../../common/ids";
import { pageOf, type PageInput } from "../../common/paging";
import { containsPattern, orderOf } from "../../common/listing";
import { translationsOf } from "../country/country.translations";
import type { CenterCountry } from "../center/center.types";
import { principalOf } from "../center/center.service";
import { clientNotFound, clientScope } from "./client.scope";
import {
  ClientSortField,
  type Client,
  type ClientFilter,
  type ClientPage,
  type ClientSort,
  type ClientStatus,
} from "./client.types";

const SORT = {
  [ClientSortField.CLIENT_NAME]: clients.name,
  [ClientSortField.CLIENT_ID]: clients.clientId,
  [ClientSortField.CLIENT_TYPE]: clients.type,
  [ClientSortField.STATUS]: clients.status,
  [ClientSortField.CREATED_AT]: clients.createdAt,
  [ClientSortField.UPDATED_AT]: clients.updatedAt,
};

const COLUMNS = {
  id: clients.id,
  clientId: clients.clientId,
  name: clients.name,
  type: clients.type,
  centerId: clients.centerId,
  centerName: centers.name,
  remark: clients.remark,
  status: clients.status,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

const base = (db: Db) => db.select(COLUMNS).from(clients).leftJoin(centers, eq(centers.id, clients.centerId));
type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

/** The support countries of each client, with their translations. */
async function countriesOf(db: Db, ids: number[]): Promise<Map<number, CenterCountry[]>> {
  const out = new Map<number, CenterCountry[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select({
      clientId: clientCountries.clientId,
      id: countries.id,
      name: countries.name,
      code: countries.code,
    })
    .from(clientCountries)
    .innerJoin(countries, eq(countries.id, clientCountries.countryId))
    .where(inArray(clientCountries.clientId, ids))
    .orderBy(asc(countries.code));
  const names = await translationsOf(db, [...new Set(rows.map((r) => r.id))]);
  for (const r of rows) {
    out.get(r.clientId)?.push({
      id: String(r.id),
      country: r.name,
      countryCode: r.code,
      translations: names.get(r.id) ?? [],
    });
  }
  return out;
}

async function toClients(db: Db, rows: Row[]): Promise<Client[]> {
  const supported = await countriesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: String(r.id),
    clientName: r.name,
    clientId: r.clientId,
    clientType: r.type,
    center: r.centerId === null ? null : { id: String(r.centerId), name: r.centerName ?? "" },
    countries: supported.get(r.id) ?? [],
    remark: r.remark,
    status: r.status as ClientStatus,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export async function listClients(
  ctx: Context,
  filter: ClientFilter | null | undefined,
  sort: ClientSort | null | undefined,
  page: PageInput | null | undefined,
): Promise<ClientPage> {
  const conds: SQL[] = [clientScope(ctx.db, principalOf(ctx))];
  const name = containsPattern(filter?.clientName);
  if (name) conds.push(ilike(clients.name, name));
  const clientId = containsPattern(filter?.clientId);
  if (clientId) conds.push(ilike(clients.clientId, clientId));
  const type = filter?.clientType?.trim();
  if (type) conds.push(sql`lower(${clients.type}) = lower(${type})`);
  if (filter?.centerId != null) conds.push(eq(clients.centerId, idOrNotFound(filter.centerId, "The center")));
  if (filter?.status) conds.push(eq(clients.status, filter.status));
  const where = and(...conds);
  const { offset, limit } = pageOf(page);
  const column = SORT[sort?.field ?? ClientSortField.CLIENT_NAME];
  const [rows, [total]] = await Promise.all([
    base(ctx.db)
      .where(where)
      .orderBy(...orderOf(column, sort?.direction, clients.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(clients).where(where),
  ]);
  return { items: await toClients(ctx.db, rows), total: total?.n ?? 0 };
}

/** One client in the caller's scope; outside it, NOT_FOUND. */
export async function clientById(db: Db, p: Principal, id: number): Promise<Client> {
  const [c] = await toClients(db, await base(db).where(and(eq(clients.id, id), clientScope(db, p))));
  if (!c) throw clientNotFound();
  return c;
}

export const getClient = (ctx: Context, id: string) =>
  clientById(ctx.db, principalOf(ctx), idOrNotFound(id, "The client"));
