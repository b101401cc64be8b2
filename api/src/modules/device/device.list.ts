import { eq, fillPlaceholders, sql, type SQL } from "drizzle-orm";
import { devices, organisations, type Db, type DbHandle } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { collect } from "../../common/bind";
import { pageOf, type PageInput } from "../../common/paging";
import { deviceConditions, deviceOrder } from "./device.service";
import type { Device, DeviceFilter, DeviceSort } from "./device.types";

const TIMES = [
  "inventoryAt",
  "monitoringStartAt",
  "lastMonitoringAt",
  "syncedTo",
  "firstUseAt",
  "lastUseAt",
  "pairedAt",
] as const;
const PLAIN = [
  "sn",
  "goodsCode",
  "isSales",
  "canUseDay",
  "wornDays",
  "lastGlucose",
  "bluetoothState",
  "appVersion",
  "appSoftwareVersion",
  "phonePlatform",
  "phoneModel",
  "phoneSystemVersion",
] as const;

/** The row: id, organisation id and name, the plain fields, the times, the total; in this order. */
const columns = () => ({
  id: devices.id,
  orgId: devices.orgId,
  orgName: organisations.name,
  ...Object.fromEntries(PLAIN.map((k) => [k, devices[k]])),
  ...Object.fromEntries(TIMES.map((k) => [k, devices[k]])),
});

function pageQuery(db: Db, where: SQL, sort: DeviceSort | null | undefined) {
  return db
    .select({
      ...columns(),
      // An uncorrelated subquery, run once; inside it "devices" is its own scan, so the same conditions
      // count the whole filtered list.
      total: sql<number>`(select count(*) from ${devices} where ${where})`,
    })
    .from(devices)
    .innerJoin(organisations, eq(organisations.id, devices.orgId))
    .where(where)
    .orderBy(...deviceOrder(sort))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .toSQL();
}

const countQuery = (db: Db, where: SQL) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(devices)
    .where(where)
    .toSQL();

/** A time as either driver gives it: text on a server (as drizzle reads it), a Date when embedded. */
const timeOf = (v: unknown): Date | null => (v === null ? null : v instanceof Date ? v : new Date(String(v)));

function deviceOf(row: unknown[]): Device {
  const d: Record<string, unknown> = {
    id: String(row[0]),
    organisation: { id: String(row[1]), name: row[2] },
  };
  let i = 3;
  for (const k of PLAIN) d[k] = row[i++];
  for (const k of TIMES) d[k] = timeOf(row[i++]);
  return d as unknown as Device;
}
const TOTAL_AT = 3 + PLAIN.length + TIMES.length;

type Statement = { sql: string; params: unknown[] };
type Prepared = { page: Statement; count: Statement };

/** Statements per database handle (tests open several), by shape; a bounded set of shapes. */
const statements = new WeakMap<DbHandle, Map<string, Prepared>>();
const MAX_SHAPES = 500;

/**
 * The device list page as one statement (the page, each row carrying the filtered total), built once
 * per shape: the caller's kind of data scope, which filters are set, the sort. A request collects its
 * values, runs the statement's text (prepared by the driver) and maps the rows itself. Building the
 * query with drizzle, and its row mapping, were the largest part of the server's CPU for a page
 * (issue 14.2). Values never reach the SQL text.
 */
export async function listDevices(
  ctx: Context,
  p: Principal,
  filter?: DeviceFilter | null,
  sort?: DeviceSort | null,
  page?: PageInput | null,
) {
  const { offset, limit } = pageOf(page);
  const values: Record<string, unknown> = { limit, offset };
  const names: string[] = [];
  const where = deviceConditions(ctx.db, p, filter, collect(values, names)) ?? sql`true`;
  const shape = `${p.dataScope}|${p.keyOrg ? "key" : ""}|${names.join(",")}|${sort?.field}|${sort?.direction}`;
  let byShape = statements.get(ctx.h);
  if (!byShape) statements.set(ctx.h, (byShape = new Map()));
  let prepared = byShape.get(shape);
  if (!prepared) {
    if (byShape.size >= MAX_SHAPES) byShape.clear();
    prepared = { page: pageQuery(ctx.db, where, sort), count: countQuery(ctx.db, where) };
    byShape.set(shape, prepared);
  }
  const run = (s: Statement) => ctx.h.arrays(s.sql, fillPlaceholders(s.params, values));
  const rows = await run(prepared.page);
  // A page past the end has no row to carry the total: only then a second statement counts.
  let total = 0;
  if (rows[0]) total = Number(rows[0][TOTAL_AT]);
  else if (offset > 0) total = Number((await run(prepared.count))[0]?.[0]);
  return { items: rows.map(deviceOf), total };
}
