import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, sql, type SQL } from "drizzle-orm";
import {
  anomalyEvents,
  bluetoothEvents,
  devices,
  glucoseReadings,
  organisations,
  permissionSnapshots,
  usageRecords,
  type Db,
} from "@cgm/db";
import { agp, summarise, type SamplingInterval } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { badInput, notFound } from "../../common/errors";
import { parseId } from "../../common/ids";
import { pageOf, SortDirection, type PageInput } from "../../common/paging";
import { deviceScope } from "../../common/scope";
import { inline, type Bind } from "../../common/bind";
import { DeviceSortField, type Device, type DeviceFilter, type DeviceSort } from "./device.types";

/** The longest range the detail page may ask for. */
export const MAX_RANGE_DAYS = 90;

type Row = typeof devices.$inferSelect & { orgName: string };
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const toDevice = (r: Row): Device => ({
  ...r,
  id: String(r.id),
  organisation: { id: String(r.orgId), name: r.orgName },
});

const SORT_COLUMNS = {
  [DeviceSortField.SN]: devices.sn,
  [DeviceSortField.INVENTORY_AT]: devices.inventoryAt,
  [DeviceSortField.MONITORING_START_AT]: devices.monitoringStartAt,
  [DeviceSortField.LAST_MONITORING_AT]: devices.lastMonitoringAt,
  [DeviceSortField.LAST_GLUCOSE]: devices.lastGlucose,
};

/**
 * The list's conditions: the caller's data scope first, then the filters. `bind` hands each value to the
 * SQL (placeholders for the list's statement prepared per shape, device.list.ts).
 */
export function deviceConditions(
  db: Db,
  p: Principal,
  f: DeviceFilter | undefined | null,
  bind: Bind = inline,
): SQL | undefined {
  const c: (SQL | undefined)[] = [deviceScope(db, p, bind)];
  if (f?.sn?.trim()) c.push(ilike(devices.sn, bind("sn", `%${escapeLike(f.sn.trim())}%`)));
  if (f?.orgId != null) {
    if (f.includeSubOrganisations === false) c.push(eq(devices.orgId, bind("orgId", f.orgId)));
    else {
      const root = db
        .select({ path: organisations.path })
        .from(organisations)
        .where(eq(organisations.id, bind("orgRoot", f.orgId)));
      c.push(
        inArray(
          devices.orgId,
          db
            .select({ id: organisations.id })
            .from(organisations)
            .where(like(organisations.path, sql`(${root}) || '%'`)),
        ),
      );
    }
  }
  // Dates: inline, the column encodes them; as placeholders, collect() (common/bind.ts) sends ISO text.
  if (f?.inventoryFrom) c.push(gte(devices.inventoryAt, bind("inventoryFrom", f.inventoryFrom)));
  if (f?.inventoryTo) c.push(lt(devices.inventoryAt, bind("inventoryTo", f.inventoryTo)));
  if (f?.monitoringFrom) c.push(gte(devices.lastMonitoringAt, bind("monitoringFrom", f.monitoringFrom)));
  if (f?.monitoringTo) c.push(lt(devices.monitoringStartAt, bind("monitoringTo", f.monitoringTo)));
  if (f?.bluetoothState) c.push(eq(devices.bluetoothState, bind("bluetoothState", f.bluetoothState)));
  if (f?.isSales != null) c.push(eq(devices.isSales, bind("isSales", f.isSales)));
  return and(...c);
}

/** Devices with their organisation's name, for the list, the export and point reads. */
export function selectDevices(db: Db) {
  return db
    .select({ device: devices, orgName: organisations.name })
    .from(devices)
    .innerJoin(organisations, eq(organisations.id, devices.orgId));
}

/** The list's order: the chosen column (empty values last), then id, so pages never overlap. */
export function deviceOrder(sort: DeviceSort | null | undefined): SQL[] {
  const column = SORT_COLUMNS[sort?.field ?? DeviceSortField.SN];
  const direction = sort?.direction === SortDirection.DESC ? sql`desc` : sql`asc`;
  return [sql`${column} ${direction} nulls last`, asc(devices.id)];
}

/** A device of the caller's scope by SN (or by id), else NOT_FOUND. */
export async function findDevice(ctx: Context, p: Principal, sn: string | { id: number }): Promise<Device> {
  // An id no row can have (past the integer column's range) is simply not found.
  if (typeof sn !== "string" && parseId(sn.id) === null) throw notFound("The device");
  // Either case: SNs are registered upper-cased (index devices_sn_upper_idx).
  const which =
    typeof sn === "string" ? sql`upper(${devices.sn}) = ${sn.trim().toUpperCase()}` : eq(devices.id, sn.id);
  const [row] = await selectDevices(ctx.db).where(and(which, deviceScope(ctx.db, p)));
  if (!row) throw notFound("The device");
  return toDevice({ ...row.device, orgName: row.orgName });
}

/** An hour of slack: 90 local days over an autumn DST change last 90 × 24 hours and one. */
const DST_SLACK_MS = 3_600_000;

/** "start date cannot be later than end date", and at most 90 (local) days. */
export function checkRange(from: Date, to: Date): void {
  if (from.getTime() > to.getTime()) throw badInput({ from: "device.dateOrder" });
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000 + DST_SLACK_MS)
    throw badInput({ to: "device.rangeTooLong" });
}

/** The sampling interval nearest to the median gap between readings. */
function intervalOf(ts: number[]): SamplingInterval {
  if (ts.length < 3) return 5;
  const gaps = ts
    .slice(1)
    .map((t, i) => t - (ts[i] ?? t))
    .sort((a, b) => a - b);
  const median = (gaps[Math.floor(gaps.length / 2)] ?? 300_000) / 60_000;
  return ([1, 3, 5, 15] as const).reduce(
    (best, i) => (Math.abs(i - median) < Math.abs(best - median) ? i : best),
    5 as SamplingInterval,
  );
}

/** Clinical summary and AGP of a range, computed once in domain/ over the raw readings. */
export async function glucoseStats(ctx: Context, deviceId: number, from: Date, to: Date, timeZone: string) {
  const rows = await ctx.db
    .select({ ts: glucoseReadings.ts, mmol: glucoseReadings.mmol })
    .from(glucoseReadings)
    .where(
      and(eq(glucoseReadings.deviceId, deviceId), gte(glucoseReadings.ts, from), lt(glucoseReadings.ts, to)),
    )
    .orderBy(asc(glucoseReadings.ts));
  const readings = rows.map((r) => ({ ts: r.ts.getTime(), mmol: r.mmol }));
  const s = summarise(
    readings,
    { from: from.getTime(), to: to.getTime() },
    intervalOf(readings.map((r) => r.ts)),
  );
  return {
    summary: {
      ...s,
      ...(s.timeInRanges ?? { veryLow: null, low: null, inRange: null, high: null, veryHigh: null }),
    },
    agp: readings.length ? agp(readings, { timeZone, binMinutes: 30 }) : [],
  };
}

/** The device events listed as pages: abnormal events and terminal usage records. */
const EVENT_SOURCES = {
  anomalies: { table: anomalyEvents, kind: anomalyEvents.kind },
  usage: { table: usageRecords, kind: usageRecords.action },
} as const;

/** A page of a device's abnormal events or usage records in [from, to), newest first, with the total. */
export async function pageDeviceEvents(
  db: Db,
  source: keyof typeof EVENT_SOURCES,
  deviceId: number,
  range: { from: Date; to: Date },
  page: PageInput | undefined | null,
) {
  const { table, kind } = EVENT_SOURCES[source];
  const { offset, limit } = pageOf(page);
  const where = and(eq(table.deviceId, deviceId), gte(table.ts, range.from), lt(table.ts, range.to));
  const [items, [total]] = await Promise.all([
    db
      .select({ ts: table.ts, kind, detail: table.detail })
      .from(table)
      .where(where)
      .orderBy(desc(table.ts), asc(kind))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * The Bluetooth connection changes of the range, preceded by the last change before it (when there is
 * one): the state the range starts in.
 */
export async function listBluetooth(db: Db, deviceId: number, from: Date, to: Date) {
  const cols = { ts: bluetoothEvents.ts, connected: bluetoothEvents.connected };
  const [before, within] = await Promise.all([
    db
      .select(cols)
      .from(bluetoothEvents)
      .where(and(eq(bluetoothEvents.deviceId, deviceId), lt(bluetoothEvents.ts, from)))
      .orderBy(desc(bluetoothEvents.ts))
      .limit(1),
    db
      .select(cols)
      .from(bluetoothEvents)
      .where(
        and(
          eq(bluetoothEvents.deviceId, deviceId),
          gte(bluetoothEvents.ts, from),
          lt(bluetoothEvents.ts, to),
        ),
      )
      .orderBy(asc(bluetoothEvents.ts))
      .limit(5000),
  ]);
  return [...before, ...within];
}

export async function latestPermissions(db: Db, deviceId: number) {
  const [row] = await db
    .select()
    .from(permissionSnapshots)
    .where(eq(permissionSnapshots.deviceId, deviceId))
    .orderBy(desc(permissionSnapshots.ts))
    .limit(1);
  return row ?? null;
}
