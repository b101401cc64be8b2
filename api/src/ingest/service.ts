import { bulkTransaction, type BulkTx, type CsvValue, type DbHandle } from "@cgm/db";
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
}

interface Series {
  stage: string;
  table: string;
  columns: string[];
  types: string[];
  rows: (d: DeviceUpload, id: number) => CsvValue[][];
}

const iso = (d: Date) => d.toISOString();
const SERIES: Series[] = [
  {
    stage: "stage_readings",
    table: "glucose_readings",
    columns: ["device_id", "ts", "mmol"],
    types: ["int", "timestamptz", "real"],
    rows: (d, id) => d.readings.map((r) => [id, iso(r.ts), r.mmol]),
  },
  {
    stage: "stage_anomalies",
    table: "anomaly_events",
    columns: ["device_id", "ts", "kind", "detail"],
    types: ["int", "timestamptz", "varchar(32)", "text"],
    rows: (d, id) => d.anomalies.map((r) => [id, iso(r.ts), r.kind, r.detail]),
  },
  {
    stage: "stage_bluetooth",
    table: "bluetooth_events",
    columns: ["device_id", "ts", "connected"],
    types: ["int", "timestamptz", "boolean"],
    rows: (d, id) => d.bluetooth.map((r) => [id, iso(r.ts), r.connected]),
  },
  {
    stage: "stage_permissions",
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
    rows: (d, id) => d.permissions.map((r) => [id, iso(r.ts), ...PERMISSION_SWITCHES.map((k) => r[k])]),
  },
  {
    stage: "stage_usage",
    table: "usage_records",
    columns: ["device_id", "ts", "action", "detail"],
    types: ["int", "timestamptz", "varchar(32)", "text"],
    rows: (d, id) => d.usage.map((r) => [id, iso(r.ts), r.action, r.detail]),
  },
];

/**
 * Stores a checked batch in one transaction: each series is loaded with COPY into a staging table and
 * moved with one INSERT ... ON CONFLICT DO NOTHING (no row-by-row work, replays store nothing twice),
 * the devices' summary columns are updated, and the batch id is recorded. Returns after commit.
 */
export async function storeBatch(
  h: DbHandle,
  clientId: string,
  batch: ParsedBatch,
): Promise<{ result: IngestResult; progress: DeviceProgress[] }> {
  return bulkTransaction(h, async (tx) => {
    const seen = await tx.query<{ result: IngestResult }>(
      "SELECT result FROM ingest_batches WHERE client_id = $1 AND batch_id = $2",
      [clientId, batch.batchId],
    );
    if (seen.rows[0]) return { result: { ...seen.rows[0].result, replayed: true }, progress: [] };

    const errors = [...batch.errors];
    const sns = [...new Set(batch.devices.map((d) => d.sn).filter(Boolean))];
    const known = sns.length
      ? (
          await tx.query<{ id: number; sn: string }>(
            "SELECT id, sn FROM devices WHERE sn = ANY($1::text[])",
            [sns],
          )
        ).rows
      : [];
    const idOf = new Map(known.map((k) => [k.sn, k.id]));
    const uploads: [DeviceUpload, number][] = [];
    let unknownItems = 0;
    for (const d of batch.devices) {
      const id = idOf.get(d.sn);
      const items =
        d.readings.length + d.anomalies.length + d.bluetooth.length + d.permissions.length + d.usage.length;
      if (id === undefined) {
        if (d.sn)
          errors.push({ path: `${d.path}.sn`, code: "UNKNOWN_SN", message: "SN number does not exist" });
        unknownItems += items;
      } else uploads.push([d, id]);
    }
    let valid = 0;
    let stored = 0;
    for (const s of SERIES) {
      const rows = uploads.flatMap(([d, id]) => s.rows(d, id));
      if (!rows.length) continue;
      valid += rows.length;
      stored += await stageAndInsert(tx, s, rows);
    }
    const progress = await updateDevices(tx, uploads);
    const result: IngestResult = {
      batchId: batch.batchId,
      stored,
      duplicates: valid - stored,
      rejected: batch.errors.length + unknownItems,
      errors,
      replayed: false,
    };
    await tx.query(
      "INSERT INTO ingest_batches (client_id, batch_id, result) VALUES ($1, $2, $3::text::jsonb)",
      [clientId, batch.batchId, JSON.stringify(result)],
    );
    return { result, progress };
  });
}

/** A PostgreSQL array literal of quoted elements, which both drivers pass as text to a cast. */
const arrayLiteral = (values: CsvValue[]) =>
  `{${values.map((v) => (v === null || v === undefined ? "NULL" : `"${String(v).replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;

/** Rows of a series up to which one INSERT from arrays is used: one round trip instead of five. */
const SMALL_SERIES = 500;

/**
 * Moves rows in with INSERT ... ON CONFLICT DO NOTHING. A few rows (a live upload) go from arrays in
 * one statement; more are loaded with COPY into a staging table first.
 */
async function stageAndInsert(tx: BulkTx, s: Series, rows: CsvValue[][]): Promise<number> {
  if (rows.length <= SMALL_SERIES) {
    const arrays = s.columns.map((_, i) => arrayLiteral(rows.map((r) => r[i])));
    const unnest = s.types.map((type, i) => `$${i + 1}::${type}[]`).join(", ");
    const inserted = await tx.query(
      `INSERT INTO ${s.table} (${s.columns.join(", ")}) SELECT * FROM unnest(${unnest}) ON CONFLICT DO NOTHING`,
      arrays,
    );
    return inserted.count;
  }
  const cols = s.columns.map((c, i) => `${c} ${s.types[i]}`).join(", ");
  await tx.query(`CREATE TEMP TABLE IF NOT EXISTS ${s.stage} (${cols}) ON COMMIT DELETE ROWS`);
  await tx.copy(s.stage, s.columns, rows);
  const inserted = await tx.query(
    `INSERT INTO ${s.table} (${s.columns.join(", ")}) SELECT ${s.columns.join(", ")} FROM ${s.stage} ON CONFLICT DO NOTHING`,
  );
  await tx.query(`DELETE FROM ${s.stage}`);
  return inserted.count;
}

/** Latest glucose, monitoring times, app and phone details of each device in the batch. */
async function updateDevices(tx: BulkTx, uploads: [DeviceUpload, number][]): Promise<DeviceProgress[]> {
  const progress: DeviceProgress[] = [];
  for (const [d, id] of uploads) {
    const sorted = d.readings.length ? [...d.readings].sort((a, b) => a.ts.getTime() - b.ts.getTime()) : [];
    const first = sorted[0];
    const last = sorted[sorted.length - 1];
    const bt = [...d.bluetooth].sort((a, b) => a.ts.getTime() - b.ts.getTime()).at(-1);
    const i = d.info;
    await tx.query(
      `UPDATE devices SET
         last_glucose = CASE WHEN $2::timestamptz IS NOT NULL AND (last_monitoring_at IS NULL OR $2::timestamptz >= last_monitoring_at) THEN $3::real ELSE last_glucose END,
         last_monitoring_at = GREATEST(last_monitoring_at, $2::timestamptz),
         synced_to = GREATEST(synced_to, $2::timestamptz),
         monitoring_start_at = LEAST(monitoring_start_at, $4::timestamptz),
         first_use_at = LEAST(first_use_at, $4::timestamptz),
         last_use_at = GREATEST(last_use_at, $2::timestamptz),
         worn_days = GREATEST(worn_days, CEIL(EXTRACT(EPOCH FROM (GREATEST(last_monitoring_at, $2::timestamptz) - LEAST(monitoring_start_at, $4::timestamptz))) / 86400)::int),
         bluetooth_state = COALESCE($5, bluetooth_state),
         app_version = COALESCE($6, app_version),
         app_software_version = COALESCE($7, app_software_version),
         phone_platform = COALESCE($8, phone_platform),
         phone_model = COALESCE($9, phone_model),
         phone_system_version = COALESCE($10, phone_system_version),
         updated_at = now()
       WHERE id = $1`,
      [
        id,
        last ? last.ts.toISOString() : null,
        last ? last.mmol : null,
        first ? first.ts.toISOString() : null,
        bt ? (bt.connected ? "CONNECTED" : "DISCONNECTED") : (i.bluetoothState ?? null),
        i.appVersion ?? null,
        i.appSoftwareVersion ?? null,
        i.phonePlatform ?? null,
        i.phoneModel ?? null,
        i.phoneSystemVersion ?? null,
      ],
    );
    progress.push({ deviceId: id, lastReadingAt: last?.ts ?? null, anomalies: d.anomalies.length });
  }
  return progress;
}
