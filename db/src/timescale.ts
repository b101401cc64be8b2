import { sql } from "drizzle-orm";
import type { DbHandle } from "./client";

/** The CGM time series: hypertables on TimescaleDB; the readings (the bulk) compressed after a month. */
const SERIES = [
  "glucose_readings",
  "anomaly_events",
  "bluetooth_events",
  "permission_snapshots",
  "usage_records",
];

/**
 * On a database whose pg_available_extensions lists timescaledb, turns the time series into
 * hypertables (7-day chunks), the readings with a compression policy (segmented by device). Elsewhere
 * (the app's PGlite, plain PostgreSQL) the same tables stay plain, indexed by their (device_id, ts)
 * keys, and every query works the same way (date_bin, never time_bucket). Returns what it did: "refused" (with the server's reason) when the
 * extension is installed but cannot be created, for example when it is not in
 * shared_preload_libraries; the tables then stay plain. Idempotent, also over compressed chunks; run at
 * start-up after migrating (api/test/timescale*.test.ts run it on PGlite built with TimescaleDB).
 */
export async function applyTimescale(
  h: DbHandle,
): Promise<{ state: "unavailable" | "applied" } | { state: "refused"; reason: string }> {
  // Asked of the catalog on either driver: the app's PGlite lists no timescaledb, a PGlite built with it
  // (the tests' TimescaleDB driver) does.
  const available = await h.rows<{ ok: number }>(
    sql`select 1 as ok from pg_available_extensions where name = 'timescaledb'`,
  );
  if (!available.length) return { state: "unavailable" };
  try {
    await h.db.execute(sql`create extension if not exists timescaledb`);
  } catch (e) {
    return { state: "refused", reason: e instanceof Error ? e.message : String(e) };
  }
  for (const table of SERIES) {
    await h.db.execute(
      sql.raw(
        `select create_hypertable('${table}', 'ts', chunk_time_interval => interval '7 days', if_not_exists => true, migrate_data => true)`,
      ),
    );
  }
  // Set once: TimescaleDB refuses to change compression settings once chunks are compressed.
  const [hyper] = await h.rows<{ enabled: boolean }>(
    sql`select compression_enabled as enabled from timescaledb_information.hypertables where hypertable_name = 'glucose_readings'`,
  );
  if (!hyper?.enabled)
    await h.db.execute(
      sql.raw(
        `alter table glucose_readings set (timescaledb.compress, timescaledb.compress_segmentby = 'device_id', timescaledb.compress_orderby = 'ts desc')`,
      ),
    );
  await h.db.execute(
    sql.raw(`select add_compression_policy('glucose_readings', interval '30 days', if_not_exists => true)`),
  );
  return { state: "applied" };
}
