import { sql } from "drizzle-orm";
import { CopyRefused, CopyWriter, bulkTransaction, sqlState, type BulkTx, type DbHandle } from "@cgm/db";
import { PERMISSION_SWITCHES, type DeviceUpload, type ItemError, type ParsedBatch } from "./validate";

export interface IngestResult {
  batchId: string;
  /** Items newly stored. */
  stored: number;
  /** Valid items already stored before (a replay). */
  duplicates: number;
  /** Invalid items, each with where and why; the valid ones were kept. */
  rejected: number;
  errors: ItemError[];
  /** True when this batch id had been acknowledged before: the first answer is returned, nothing stored. */
  replayed: boolean;
}

/** Per-device summary after a batch, for the live channel: "device X has new readings up to t". */
export interface DeviceProgress {
  deviceId: number;
  lastReadingAt: Date | null;
  anomalies: number;
  /**
   * The readings themselves, when the batch was a live upload of a few readings stored whole (none
   * was there already): handed to this process's subscribers without a query. Never sent on the wire.
   */
  readings?: { ts: number; mmol: number }[];
}

/**
 * Called inside the ingest transaction once the batch is stored, to announce it with the commit (a
 * NOTIFY sent with tx.atCommit); returns false when it did not and the caller must publish after the
 * commit.
 */
export type Announce = (tx: BulkTx, progress: DeviceProgress[]) => boolean;

type Value = string | number | boolean | null;

/** The devices' text columns an upload may set (from the Bluetooth events or the upload's info). */
const DEVICE_TEXT_COLUMNS = [
  "bluetooth_state",
  "app_version",
  "app_software_version",
  "phone_platform",
  "phone_model",
  "phone_system_version",
] as const;

/** One time series of a device upload, and how its rows reach the database. */
interface Series {
  table: string;
  stage: string;
  columns: string[];
  /** SQL types of the columns (staging table, unnest casts). */
  types: string[];
  count(d: DeviceUpload): number;
  /** Earliest and latest time of the device's items, or null when it has none. */
  span(d: DeviceUpload): [number, number] | null;
  /** The rows as one array per column, the first holding each device's `key` (for an INSERT from arrays). */
  columnsOf(devices: { key: Value; d: DeviceUpload }[]): Value[][];
  /** The rows in binary COPY format (many rows). */
  copyOf(uploads: Upload[]): { data: Buffer[]; rows: number };
}

interface Upload {
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
}): Series {
  return {
    table: s.table,
    stage: `stage_${s.table}`,
    columns: s.columns,
    types: s.types,
    count: (d) => s.items(d).length,
    span: (d) => {
      const items = s.items(d);
      if (!items.length) return null;
      let lo = Infinity;
      let hi = -Infinity;
      for (const { ts } of items) {
        if (ts < lo) lo = ts;
        if (ts > hi) hi = ts;
      }
      return [lo, hi];
    },
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

const SERIES: Series[] = [
  series({
    table: "glucose_readings",
    columns: ["device_id", "ts", "mmol"],
    types: ["int", "timestamptz", "real"],
    items: (d) => d.readings,
    values: (r) => [r.mmol],
    write: (w, id, r) => w.row(3).int4(id).timestamptz(r.ts).float4(r.mmol),
  }),
  series({
    table: "anomaly_events",
    columns: ["device_id", "ts", "kind", "detail"],
    types: ["int", "timestamptz", "varchar(32)", "text"],
    items: (d) => d.anomalies,
    values: (r) => [r.kind, r.detail],
    write: (w, id, r) => w.row(4).int4(id).timestamptz(r.ts).text(r.kind).text(r.detail),
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

/** Rows of a series up to which they go in from arrays, in the batch's first statement; COPY above. */
const SMALL_SERIES = 500;

/**
 * The first statement of every batch: locks the batch's devices (this stands in for foreign keys: see
 * db/src/schema/cgm.ts), inserts the rows of each small series from arrays (ON CONFLICT DO NOTHING
 * skips those already stored), updates the devices' summaries, and returns the devices found and the
 * rows inserted per series. One fixed text, prepared once per connection.
 */
const FIRST_STATEMENT = (() => {
  let n = 1;
  const param = (type: string) => `$${++n}::${type}[]`;
  const inserts = SERIES.map((s, i) => {
    const arrays = ["text", ...s.types.slice(1)].map(param).join(", ");
    const cols = s.columns.slice(1).map((c) => `u.${c}`);
    return `s${i} AS (INSERT INTO ${s.table} (${columnList(s)})
      SELECT dev.id, ${cols.join(", ")} FROM unnest(${arrays}) AS u(sn, ${s.columns.slice(1).join(", ")})
      JOIN dev ON dev.sn = u.sn ON CONFLICT DO NOTHING RETURNING 1)`;
  });
  const summary = ["text", "timestamptz", "real", "timestamptz", ...DEVICE_TEXT_COLUMNS.map(() => "text")]
    .map(param)
    .join(", ");
  return `WITH dev AS (SELECT id, sn FROM devices WHERE sn = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE),
    ${inserts.join(",\n    ")},
    upd AS (UPDATE devices AS d SET
       last_glucose = CASE WHEN u.last_at IS NOT NULL AND (d.last_monitoring_at IS NULL OR u.last_at >= d.last_monitoring_at) THEN u.last_mmol ELSE d.last_glucose END,
       last_monitoring_at = GREATEST(d.last_monitoring_at, u.last_at),
       synced_to = GREATEST(d.synced_to, u.last_at),
       monitoring_start_at = LEAST(d.monitoring_start_at, u.first_at),
       first_use_at = LEAST(d.first_use_at, u.first_at),
       last_use_at = GREATEST(d.last_use_at, u.last_at),
       worn_days = GREATEST(d.worn_days, CEIL(EXTRACT(EPOCH FROM (GREATEST(d.last_monitoring_at, u.last_at) - LEAST(d.monitoring_start_at, u.first_at))) / 86400)::int),
       ${DEVICE_TEXT_COLUMNS.map((c) => `${c} = COALESCE(u.${c}, d.${c})`).join(",\n       ")},
       updated_at = now()
     FROM unnest(${summary}) AS u(sn, last_at, last_mmol, first_at, ${DEVICE_TEXT_COLUMNS.join(", ")})
     JOIN dev ON dev.sn = u.sn
     WHERE d.id = dev.id
     RETURNING 1)
  SELECT (SELECT coalesce(json_agg(json_build_array(id, sn)), '[]') FROM dev)::text AS devices,
    ${SERIES.map((_, i) => `(SELECT count(*) FROM s${i})::int AS s${i}`).join(", ")}`;
})();

/**
 * Stores a checked batch in one transaction, acknowledged (returned) only after the commit.
 * - The first statement locks the devices, stores the small series and updates the devices (above).
 * - Many rows of a series are encoded for binary COPY. When they cannot collide with stored rows (none
 *   of their devices has a stored row in their time span: one index probe per device), they are copied
 *   straight into the table; should a concurrent upload of the same rows collide after all, that is
 *   undone to a savepoint. Otherwise they are copied into a staging table and moved with one INSERT
 *   ... ON CONFLICT DO NOTHING, which skips those already stored.
 * - The batch id and its answer are recorded last, with the COMMIT. A replay (or a copy sent while the
 *   first is still being stored, which waits for it) fails that insert: everything is rolled back and
 *   the first answer returned.
 * - BEGIN goes with the first statement and COMMIT with the last: a live upload of a few readings
 *   costs two round trips.
 */
export async function storeBatch(
  h: DbHandle,
  clientId: string,
  batch: ParsedBatch,
  announce?: Announce,
): Promise<{ result: IngestResult; progress: DeviceProgress[]; announced: boolean }> {
  try {
    return await bulkTransaction(h, (tx) => store(tx, clientId, batch, announce));
  } catch (e) {
    if (sqlState(e) !== "23505" || constraintOf(e) !== BATCH_KEY) throw e;
    const [seen] = await h.rows<{ result: IngestResult }>(
      sql`select result from ingest_batches where client_id = ${clientId} and batch_id = ${batch.batchId}`,
    );
    if (!seen) throw e;
    return { result: { ...seen.result, replayed: true }, progress: [], announced: false };
  }
}

const BATCH_KEY = "ingest_batches_client_id_batch_id_pk";
const constraintOf = (e: unknown) => {
  const x = e as { constraint_name?: unknown; constraint?: unknown } | null;
  return x?.constraint_name ?? x?.constraint;
};

async function store(
  tx: BulkTx,
  clientId: string,
  batch: ParsedBatch,
  announce?: Announce,
): Promise<{ result: IngestResult; progress: DeviceProgress[]; announced: boolean }> {
  const named = batch.devices.filter((d) => d.sn);
  const sns = [...new Set(named.map((d) => d.sn))].sort();
  const isSmall = SERIES.map((s) => named.reduce((n, d) => n + s.count(d), 0) <= SMALL_SERIES);
  const bySn = named.map((d) => ({ key: d.sn, d }));
  const params: Value[] = [arrayLiteral(sns)];
  SERIES.forEach((s, i) => {
    const cols = s.columnsOf(isSmall[i] ? bySn : []);
    params.push(...cols.map(arrayLiteral));
  });
  params.push(...summaryColumns(named));
  const first = await tx.query<Record<string, unknown>>(FIRST_STATEMENT, params);
  const row = first.rows[0] ?? {};
  const idOf = new Map(
    (JSON.parse(String(row.devices ?? "[]")) as [number, string][]).map(([id, sn]) => [sn, id]),
  );

  const errors = [...batch.errors];
  const uploads: Upload[] = [];
  let unknownItems = 0;
  for (const d of batch.devices) {
    const id = idOf.get(d.sn);
    if (id === undefined) {
      if (d.sn)
        errors.push({ path: `${d.path}.sn`, code: "UNKNOWN_SN", message: "SN number does not exist" });
      unknownItems += SERIES.reduce((n, s) => n + s.count(d), 0);
    } else uploads.push({ id, d });
  }
  let valid = 0;
  let stored = 0;
  for (const [i, s] of SERIES.entries()) {
    valid += uploads.reduce((n, u) => n + s.count(u.d), 0);
    stored += isSmall[i] ? Number(row[`s${i}`] ?? 0) : await insertFromCopy(tx, s, uploads);
  }
  const result: IngestResult = {
    batchId: batch.batchId,
    stored,
    duplicates: valid - stored,
    rejected: batch.errors.length + unknownItems,
    errors,
    replayed: false,
  };
  // A plain INSERT: the batch key refuses a replay, and the whole transaction with it.
  tx.atCommit("INSERT INTO ingest_batches (client_id, batch_id, result) VALUES ($1, $2, $3::text::jsonb)", [
    clientId,
    batch.batchId,
    JSON.stringify(result),
  ]);
  const readingsWhole =
    isSmall[0] === true && Number(row.s0 ?? 0) === uploads.reduce((n, u) => n + u.d.readings.length, 0);
  const progress = summarise(uploads, readingsWhole);
  const announced = Boolean(announce && progress.length && announce(tx, progress));
  return { result, progress, announced };
}

/** A PostgreSQL array literal of quoted elements, which both drivers pass as text to a cast. */
function arrayLiteral(values: Value[]): string {
  return `{${values.map((v) => (v === null ? "NULL" : `"${String(v).replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
}

function columnList(s: { columns: string[] }): string {
  return s.columns.join(", ");
}

async function insertFromCopy(tx: BulkTx, s: Series, uploads: Upload[]): Promise<number> {
  const spans = uploads.flatMap(({ id, d }) => {
    const span = s.span(d);
    return span ? [{ id, lo: new Date(span[0]).toISOString(), hi: new Date(span[1]).toISOString() }] : [];
  });
  const copy = s.copyOf(uploads);
  const overlap = await tx.query(
    `SELECT 1 AS hit FROM unnest($1::int[], $2::timestamptz[], $3::timestamptz[]) AS r(device_id, lo, hi)
     WHERE EXISTS (SELECT 1 FROM ${s.table} t WHERE t.device_id = r.device_id AND t.ts BETWEEN r.lo AND r.hi)
     LIMIT 1`,
    [
      arrayLiteral(spans.map((x) => x.id)),
      arrayLiteral(spans.map((x) => x.lo)),
      arrayLiteral(spans.map((x) => x.hi)),
    ],
  );
  if (!overlap.rows.length) {
    try {
      await tx.savepoint(() => tx.copy(s.table, s.columns, copy.data));
      return copy.rows;
    } catch (e) {
      // Two uploads of the same readings at once, or duplicates inside this batch: check each row.
      if (sqlState(e) !== "23505" && !(e instanceof CopyRefused)) throw e;
    }
  }
  const cols = s.columns.map((c, i) => `${c} ${s.types[i]}`).join(", ");
  // The staging table empties itself at commit.
  await tx.query(`CREATE TEMP TABLE IF NOT EXISTS ${s.stage} (${cols}) ON COMMIT DELETE ROWS`);
  await tx.copy(s.stage, s.columns, copy.data);
  const inserted = await tx.query(
    `INSERT INTO ${s.table} (${columnList(s)}) SELECT ${columnList(s)} FROM ${s.stage} ON CONFLICT DO NOTHING`,
  );
  return inserted.count;
}

/** Latest reading and anomalies of each device of the batch (several entries merged), and its readings. */
function summarise(uploads: Upload[], withReadings: boolean): DeviceProgress[] {
  const byId = new Map<number, DeviceProgress & { last: number }>();
  for (const { id, d } of uploads) {
    const p = byId.get(id) ?? { deviceId: id, lastReadingAt: null, anomalies: 0, last: -Infinity };
    for (const r of d.readings) if (r.ts > p.last) p.last = r.ts;
    p.anomalies += d.anomalies.length;
    if (withReadings && d.readings.length) p.readings = [...(p.readings ?? []), ...d.readings];
    byId.set(id, p);
  }
  return [...byId.values()].map(({ last, readings, ...p }) => ({
    ...p,
    lastReadingAt: last === -Infinity ? null : new Date(last),
    ...(readings ? { readings: sortedUnique(readings) } : {}),
  }));
}

/** Readings in time order, one per instant (the first of several at one instant is the one stored). */
function sortedUnique(readings: { ts: number; mmol: number }[]): { ts: number; mmol: number }[] {
  const byTs = new Map<number, { ts: number; mmol: number }>();
  for (const r of readings) if (!byTs.has(r.ts)) byTs.set(r.ts, { ts: r.ts, mmol: r.mmol });
  return [...byTs.values()].sort((a, b) => a.ts - b.ts);
}

interface DeviceSummary {
  first: { ts: number; mmol: number } | null;
  last: { ts: number; mmol: number } | null;
  bt: { ts: number; connected: boolean } | null;
  info: DeviceUpload["info"];
}

/**
 * Per SN: first and latest reading, latest Bluetooth state and the app and phone details, as the
 * array parameters of the first statement's device update (several entries of one SN merged).
 */
function summaryColumns(devices: DeviceUpload[]): string[] {
  const bySn = new Map<string, DeviceSummary>();
  for (const d of devices) {
    const s = bySn.get(d.sn) ?? { first: null, last: null, bt: null, info: {} };
    for (const r of d.readings) {
      if (!s.first || r.ts < s.first.ts) s.first = r;
      if (!s.last || r.ts >= s.last.ts) s.last = r;
    }
    for (const b of d.bluetooth) if (!s.bt || b.ts >= s.bt.ts) s.bt = b;
    s.info = { ...s.info, ...d.info };
    bySn.set(d.sn, s);
  }
  const rows = [...bySn.entries()];
  const col = (f: (s: DeviceSummary) => Value) => arrayLiteral(rows.map(([, s]) => f(s)));
  return [
    arrayLiteral(rows.map(([sn]) => sn)),
    col((s) => (s.last ? new Date(s.last.ts).toISOString() : null)),
    col((s) => s.last?.mmol ?? null),
    col((s) => (s.first ? new Date(s.first.ts).toISOString() : null)),
    col((s) => (s.bt ? (s.bt.connected ? "CONNECTED" : "DISCONNECTED") : (s.info.bluetoothState ?? null))),
    col((s) => s.info.appVersion ?? null),
    col((s) => s.info.appSoftwareVersion ?? null),
    col((s) => s.info.phonePlatform ?? null),
    col((s) => s.info.phoneModel ?? null),
    col((s) => s.info.phoneSystemVersion ?? null),
  ];
}
