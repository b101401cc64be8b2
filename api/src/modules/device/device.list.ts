import { eq, sql, type SQL } from "drizzle-orm";
import { devices, organisations, type Db } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { collect } from "../../common/bind";
import { pageOf, type PageInput } from "../../common/paging";
import { deviceConditions, deviceOrder, toDevice } from "./device.service";
import type { DeviceFilter, DeviceSort } from "./device.types";

/**
 * The device list page as one statement (the page, each row carrying the filtered total), built and
 * prepared once per shape: the caller's kind of data scope, which filters are set, the sort. Building the
 * query with drizzle on every request was the largest part of the server's CPU for a page (issue 14.2);
 * now a request only collects its values and runs the statement. Values never reach the SQL text.
 */
function pageQuery(db: Db, where: SQL, sort: DeviceSort | null | undefined) {
  return db
    .select({
      device: devices,
      orgName: organisations.name,
      // An uncorrelated subquery, run once; inside it "devices" is its own scan, so the same conditions
      // count the whole filtered list.
      total: sql<number>`(select count(*) from ${devices} where ${where})`.mapWith(Number),
    })
    .from(devices)
    .innerJoin(organisations, eq(organisations.id, devices.orgId))
    .where(where)
    .orderBy(...deviceOrder(sort))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
}

function countQuery(db: Db, where: SQL) {
  return db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(devices)
    .where(where);
}

type Prepared = {
  page: ReturnType<ReturnType<typeof pageQuery>["prepare"]>;
  count: ReturnType<ReturnType<typeof countQuery>["prepare"]>;
};

/** Statements per database handle (tests open several), by shape; a bounded set of shapes. */
const statements = new WeakMap<Db, Map<string, Prepared>>();
const MAX_SHAPES = 500;

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
  let byShape = statements.get(ctx.db);
  if (!byShape) statements.set(ctx.db, (byShape = new Map()));
  let prepared = byShape.get(shape);
  if (!prepared) {
    if (byShape.size >= MAX_SHAPES) byShape.clear();
    const name = `devices_list_${byShape.size}`;
    prepared = {
      page: pageQuery(ctx.db, where, sort).prepare(name),
      count: countQuery(ctx.db, where).prepare(`${name}_count`),
    };
    byShape.set(shape, prepared);
  }
  const rows = await prepared.page.execute(values);
  // A page past the end has no row to carry the total: only then a second statement counts.
  const total = rows[0]?.total ?? (offset > 0 ? ((await prepared.count.execute(values))[0]?.n ?? 0) : 0);
  return { items: rows.map((r) => toDevice({ ...r.device, orgName: r.orgName })), total };
}
