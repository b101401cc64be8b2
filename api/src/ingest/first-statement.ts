import type { DeviceUpload } from "./validate";
import { SERIES, arrayLiteral, columnList, type Value } from "./series";
import { rollupFromSql } from "./rollup";
import { firstUseEventsSql, outboxInsertSql } from "../modules/callback/callback.events";

/** The devices' text columns an upload may set (from the Bluetooth events or the upload's info). */
const DEVICE_TEXT_COLUMNS = [
  "bluetooth_state",
  "app_version",
  "app_software_version",
  "phone_platform",
  "phone_model",
  "phone_system_version",
] as const;

/** Rows of a series up to which they go in from arrays, in the batch's first statement; COPY above. */
export const SMALL_SERIES = 500;

/**
 * The first statement of every batch: locks the batch's devices (this stands in for foreign keys: see
 * db/src/schema/cgm.ts), inserts the rows of each small series from arrays (ON CONFLICT DO NOTHING
 * skips those already stored) and the rollups of the readings it inserted, updates the devices' summaries, writes the callback outbox rows of the
 * anomalies it stored and of the devices it first used (modules/callback), and returns the devices
 * found and the rows inserted per series. One fixed text per kind, prepared once per connection.
 *
 * `paired`: a batch of device apps (ingest/route.ts) also passes, last, the hashes of the device tokens
 * that authorised it, and only devices whose token is one of them, paired through a client that exists,
 * is enabled and has the secret generation the token was paired under, are locked and written. Their
 * clients are locked FOR KEY SHARE, which a client's rotation, disable or delete (lockClient: FOR
 * UPDATE) waits for: a write either commits before such a change or, waiting on it, sees it and leaves
 * the device out (READ COMMITTED re-checks a row updated meanwhile), as it does a release (the device
 * row's lock). So no write with a stale token commits after the change, whatever a process remembers.
 */
const ANOMALIES = SERIES.findIndex((s) => s.events);

function firstStatement(paired: boolean): string {
  let n = 1;
  const param = (type: string) => `$${++n}::${type}[]`;
  const inserts = SERIES.map((s, i) => {
    const arrays = ["text", ...s.types.slice(1)].map(param).join(", ");
    const cols = s.columns.slice(1).map((c) => `u.${c}`);
    return `s${i} AS (INSERT INTO ${s.table} (${columnList(s)})
      SELECT dev.id, ${cols.join(", ")} FROM unnest(${arrays}) AS u(sn, ${s.columns.slice(1).join(", ")})
      JOIN dev ON dev.sn = u.sn ON CONFLICT DO NOTHING RETURNING ${s.events || s.rollup ? columnList(s) : "1"})`;
  });
  const rollups = SERIES.flatMap((s, i) =>
    s.rollup ? [`r${i} AS (${rollupFromSql(`s${i}`)} RETURNING 1)`] : [],
  );
  const summary = [
    "text",
    "timestamptz",
    "real",
    "timestamptz",
    ...DEVICE_TEXT_COLUMNS.map(() => "text"),
    "timestamptz",
  ]
    .map(param)
    .join(", ");
  // The Bluetooth state of the batch's latest event, unless a later event is stored already (a late
  // upload's old events do not overwrite a newer state); the state the app reports otherwise.
  const bluetooth = `bluetooth_state = CASE
         WHEN u.bt_at IS NULL THEN COALESCE(u.bluetooth_state, d.bluetooth_state)
         WHEN EXISTS (SELECT 1 FROM bluetooth_events b WHERE b.device_id = d.id AND b.ts > u.bt_at) THEN d.bluetooth_state
         ELSE u.bluetooth_state END`;
  const dev = paired
    ? `SELECT d.id, upper(d.sn) AS sn, d.first_use_at IS NULL AS unused FROM devices d JOIN clients c ON c.client_id = d.paired_client
       WHERE upper(d.sn) = ANY($1::text[]) AND d.device_token_hash = ANY(${param("text")})
         AND c.status = 'ACTIVE' AND c.secret_generation = d.paired_client_generation
       ORDER BY d.id FOR NO KEY UPDATE OF d FOR KEY SHARE OF c`
    : "SELECT id, upper(sn) AS sn, first_use_at IS NULL AS unused FROM devices WHERE upper(sn) = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE";
  return `WITH dev AS (${dev}),
    ${[...inserts, ...rollups].join(",\n    ")},
    upd AS (UPDATE devices AS d SET
       last_glucose = CASE WHEN u.last_at IS NOT NULL AND (d.last_monitoring_at IS NULL OR u.last_at >= d.last_monitoring_at) THEN u.last_mmol ELSE d.last_glucose END,
       last_monitoring_at = GREATEST(d.last_monitoring_at, u.last_at),
       synced_to = GREATEST(d.synced_to, u.last_at),
       monitoring_start_at = LEAST(d.monitoring_start_at, u.first_at),
       first_use_at = LEAST(d.first_use_at, u.first_at),
       last_use_at = GREATEST(d.last_use_at, u.last_at),
       worn_days = GREATEST(d.worn_days, CEIL(EXTRACT(EPOCH FROM (GREATEST(d.last_monitoring_at, u.last_at) - LEAST(d.monitoring_start_at, u.first_at))) / 86400)::int),
       ${DEVICE_TEXT_COLUMNS.map((c) => (c === "bluetooth_state" ? bluetooth : `${c} = COALESCE(u.${c}, d.${c})`)).join(",\n       ")},
       updated_at = now()
     FROM unnest(${summary}) AS u(sn, last_at, last_mmol, first_at, ${DEVICE_TEXT_COLUMNS.join(", ")}, bt_at)
     JOIN dev ON dev.sn = u.sn
     WHERE d.id = dev.id
     RETURNING d.id, d.first_use_at),
    cb AS (${outboxInsertSql(`${SERIES[ANOMALIES]!.events!(`s${ANOMALIES}`)} UNION ALL ${firstUseEventsSql("upd", "dev")}`)} RETURNING 1)
  SELECT (SELECT coalesce(json_agg(json_build_array(id, sn)), '[]') FROM dev)::text AS devices,
    ${SERIES.map((_, i) => `(SELECT count(*) FROM s${i})::int AS s${i}`).join(", ")}`;
}

/** The first statement of a trusted writer's batch (the demo data) and of a device app's batch. */
export const FIRST_STATEMENT = firstStatement(false);
export const FIRST_STATEMENT_PAIRED = firstStatement(true);

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
export function summaryColumns(devices: DeviceUpload[]): string[] {
  const bySn = new Map<string, DeviceSummary>();
  for (const d of devices) {
    const s = bySn.get(d.sn) ?? { first: null, last: null, bt: null, info: {} };
    const { ts, mmol } = d.readings;
    const first = d.readings.earliest();
    const last = d.readings.latest();
    if (first >= 0 && (!s.first || ts[first]! < s.first.ts)) s.first = { ts: ts[first]!, mmol: mmol[first]! };
    if (last >= 0 && (!s.last || ts[last]! >= s.last.ts)) s.last = { ts: ts[last]!, mmol: mmol[last]! };
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
    col((s) => (s.bt ? new Date(s.bt.ts).toISOString() : null)),
  ];
}
