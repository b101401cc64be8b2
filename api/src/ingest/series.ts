import { CopyRefused, CopyWriter, sqlState, type BulkTx } from "@cgm/db";
import { PERMISSION_SWITCHES, type DeviceUpload } from "./validate";
import { anomalyEventsSql, outboxInsertSql } from "../modules/callback/callback.events";
import type { Value } from "./arrays";
import { ROLLUP_COLUMNS, ROLLUP_FROM_ARRAYS, rollupFromSql, rollupOf } from "./rollup";

/**
 * The five time series of a device upload (readings, anomalies, Bluetooth events, permission
 * snapshots, usage records) and the two ways their rows reach the database: as array parameters of an
 * INSERT for a few rows, or encoded for binary COPY for many.
 */

export { arrayLiteral, type Value } from "./arrays";

/** One time series of a device upload, and how its rows reach the database. */
export interface Series {
  table: string;
  stage: string;
  columns: string[];
  /** SQL types of the columns (staging table, unnest casts). */
  types: string[];
  count(d: DeviceUpload): number;
  /** The rows as one array per column, the first holding each device's `key` (for an INSERT from arrays). */
  columnsOf(devices: { key: Value; d: DeviceUpload }[]): Value[][];
  /** The rows in binary COPY format (many rows). */
  copyOf(uploads: Upload[]): { data: Buffer[]; rows: number };
  /** When each stored row is a callback event: those events, from a relation of the inserted rows. */
  events?: (inserted: string) => string;
  /** Readings: the rows inserted are added to glucose_rollups too (rollup.ts). */
  rollup?: boolean;
}

/** A device's upload with the device's id, once the device is known. */
export interface Upload {
  id: number;
  d: DeviceUpload;
}

function series<T extends { ts: number }>(s: {
  table: string;
  columns: string[];
  types: string[];
  items(d: DeviceUpload): T[];
  values(item: T): Value[];
  write(w: CopyWriter, id: number, item: T): void;
  events?: (inserted: string) => string;
}): Series {
  return {
    events: s.events,
    table: s.table,
    stage: `stage_${s.table}`,
    columns: s.columns,
    types: s.types,
    count: (d) => s.items(d).length,
    columnsOf: (devices) => {
      const cols: Value[][] = s.columns.map(() => []);
      for (const { key, d } of devices)
        for (const item of s.items(d)) {
          cols[0]!.push(key);
          cols[1]!.push(new Date(item.ts).toISOString());
          s.values(item).forEach((v, i) => cols[i + 2]!.push(v));
        }
      return cols;
    },
    copyOf: (uploads) => {
      const w = new CopyWriter();
      for (const { id, d } of uploads) for (const item of s.items(d)) s.write(w, id, item);
      return { rows: w.rows, data: w.finish() };
    },
  };
}

export const SERIES: Series[] = [
  readingSeries(),
  series({
    table: "anomaly_events",
    columns: ["device_id", "ts", "kind", "detail"],
    types: ["int", "timestamptz", "varchar(32)", "text"],
    items: (d) => d.anomalies,
    values: (r) => [r.kind, r.detail],
    write: (w, id, r) => w.row(4).int4(id).timestamptz(r.ts).text(r.kind).text(r.detail),
    events: anomalyEventsSql,
  }),
  series({
    table: "bluetooth_events",
    columns: ["device_id", "ts", "connected"],
    types: ["int", "timestamptz", "boolean"],
    items: (d) => d.bluetooth,
    values: (r) => [r.connected],
    write: (w, id, r) => w.row(3).int4(id).timestamptz(r.ts).bool(r.connected),
  }),
  series({
    table: "permission_snapshots",
    columns: [
      "device_id",
      "ts",
      "bluetooth_switch",
      "location_switch",
      "location_permission",
      "bluetooth_permission",
      "battery_optimization",
      "power_saving",
    ],
    types: ["int", "timestamptz", ...PERMISSION_SWITCHES.map(() => "boolean")],
    items: (d) => d.permissions,
    values: (r) => PERMISSION_SWITCHES.map((k) => r[k]),
    write: (w, id, r) => {
      w.row(8).int4(id).timestamptz(r.ts);
      for (const k of PERMISSION_SWITCHES) w.bool(r[k]);
    },
  }),
  series({
    table: "usage_records",
    columns: ["device_id", "ts", "action", "detail"],
    types: ["int", "timestamptz", "varchar(32)", "text"],
    items: (d) => d.usage,
    values: (r) => [r.action, r.detail],
    write: (w, id, r) => w.row(4).int4(id).timestamptz(r.ts).text(r.action).text(r.detail),
  }),
];

/** Glucose readings, kept in columns (readings.ts) rather than as items. */
function readingSeries(): Series {
  const columns = ["device_id", "ts", "mmol"];
  return {
    table: "glucose_readings",
    stage: "stage_glucose_readings",
    columns,
    types: ["int", "timestamptz", "real"],
    rollup: true,
    count: (d) => d.readings.length,
    columnsOf: (devices) => {
      const cols: Value[][] = columns.map(() => []);
      for (const { key, d } of devices)
        for (let j = 0; j < d.readings.length; j++) {
          cols[0]!.push(key);
          cols[1]!.push(new Date(d.readings.ts[j]!).toISOString());
          cols[2]!.push(d.readings.mmol[j]!);
        }
      return cols;
    },
    copyOf: (uploads) => {
      const w = new CopyWriter();
      for (const { id, d } of uploads) {
        const { ts, mmol, length } = d.readings;
        for (let j = 0; j < length; j++) w.row(3).int4(id).timestamptz(ts[j]!).float4(mmol[j]!);
      }
      return { rows: w.rows, data: w.finish() };
    },
  };
}

export function columnList(s: { columns: string[] }): string {
  return s.columns.join(", ");
}

/**
 * A batch's rows met rows stored already (or each other) where it copied them straight into a table:
 * the transaction is given up, and the batch stored again with `direct` false (service.ts).
 */
export class NotAllNew extends Error {
  constructor(table: string, cause: unknown) {
    super(`some rows copied into ${table} were stored already`, { cause });
  }
}

/**
 * Many rows of a series. `direct` (a batch's first attempt): on the bet that none of them is stored yet,
 * as with a phone's upload of what it measured since its last one, they are copied straight into the
 * table, readings with their quarter hours (rollup.ts): those inside an entry's span by COPY too, as new
 * rows. Where the bet is lost (a reading stored already, or a quarter hour holding stored readings), a
 * key of glucose_readings or glucose_rollups refuses the COPY and NotAllNew is thrown: the transaction is
 * rolled back. That takes no query beforehand and no savepoint: each is a round trip in which the
 * database waits for this process, which other batches keep busy. Otherwise, and always for a series
 * whose rows are callback events (their INSERT also writes the outbox), the rows are copied into a
 * staging table and moved with one INSERT ... ON CONFLICT DO NOTHING. Returns the rows inserted.
 */
export async function insertFromCopy(
  tx: BulkTx,
  s: Series,
  uploads: Upload[],
  direct: boolean,
): Promise<number> {
  const copy = s.copyOf(uploads);
  if (direct && !s.events) {
    // Every row goes in: their buckets are summed here, not read back.
    const buckets = s.rollup ? rollupOf(uploads) : null;
    let table = s.table;
    try {
      await tx.copy(table, s.columns, copy.data);
      table = "glucose_rollups";
      if (buckets?.fresh) await tx.copy(table, ROLLUP_COLUMNS, buckets.fresh.data);
    } catch (e) {
      if (sqlState(e) === "23505" || e instanceof CopyRefused) throw new NotAllNew(table, e);
      throw e;
    }
    if (buckets?.edges) tx.atCommit(ROLLUP_FROM_ARRAYS, buckets.edges);
    return copy.rows;
  }
  const cols = s.columns.map((c, i) => `${c} ${s.types[i]}`).join(", ");
  // The staging table empties itself at commit.
  await tx.query(`CREATE TEMP TABLE IF NOT EXISTS ${s.stage} (${cols}) ON COMMIT DELETE ROWS`);
  await tx.copy(s.stage, s.columns, copy.data);
  const insert = `INSERT INTO ${s.table} (${columnList(s)}) SELECT ${columnList(s)} FROM ${s.stage} ON CONFLICT DO NOTHING`;
  // What the inserted rows also write: callback events, rollups.
  const also = s.events ? outboxInsertSql(s.events("ins")) : s.rollup ? rollupFromSql("ins") : null;
  if (also) {
    const [row] = (
      await tx.query<{ n: number }>(
        `WITH ins AS (${insert} RETURNING ${columnList(s)}), also AS (${also} RETURNING 1)
         SELECT count(*)::int AS n FROM ins`,
      )
    ).rows;
    return Number(row?.n ?? 0);
  }
  return (await tx.query(insert)).count;
}
