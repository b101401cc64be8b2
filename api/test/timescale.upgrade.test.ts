import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { MIGRATIONS_FOLDER, applyTimescale, migrate, type DbHandle } from "@cgm/db";
import { openTimescalePglite } from "./timescale.driver";

/**
 * An install on TimescaleDB from before the series lost their foreign keys (migration 0005) and
 * anomalies got received_at (0006), with readings compressed, upgrades: the later migrations alter the
 * hypertables over compressed chunks, the TimescaleDB step runs again, nothing is lost, and deleting a
 * device deletes its compressed readings through the trigger 0005 added.
 */
const UNTIL = "0004_cgm_time_series";

/** The migrations folder as it was up to UNTIL (its journal cut there). */
function migrationsUntil(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cgm-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const file = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(file, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

describe("upgrading a TimescaleDB install with compressed readings", () => {
  let h: DbHandle;
  let old: string;
  const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await h.rows<T>(q))[0];
  const readings = () =>
    one<{ n: number; sum: number }>(
      sql`select count(*)::int as n, sum(mmol)::float8 as sum from glucose_readings`,
    );
  beforeAll(async () => {
    old = migrationsUntil(UNTIL);
    h = await openTimescalePglite();
  });
  afterAll(async () => {
    await h?.close();
    if (old) rmSync(old, { recursive: true, force: true });
  });

  it("migrates over compressed chunks, runs the step again, and keeps every reading", async () => {
    await migratePglite(h.db as unknown as PgliteDatabase, { migrationsFolder: old });
    expect(await applyTimescale(h)).toEqual({ state: "applied" });
    const org = await one<{ id: number }>(sql`
      insert into organisations (path, name, number, director, contact, contact_phone)
      values ('/', 'Upgrade', 'UPG-1', 'D', 'C', '1') returning id`);
    const device = await one<{ id: number }>(sql`
      insert into devices (sn, goods_code, org_id) values ('CGM209900001', 'CGM-S14', ${org!.id}) returning id`);
    // 40 days of 5-minute readings, anomalies a day; everything before the last week compressed.
    await h.db.execute(sql`insert into glucose_readings
      select ${device!.id}, t, 2.5 + (extract(epoch from t)::bigint / 300 % 70) * 0.25
        from generate_series(now() - interval '40 days', now(), interval '5 minutes') t`);
    await h.db.execute(sql`insert into anomaly_events (device_id, ts, kind)
      select ${device!.id}, t, 'SIGNAL_LOSS' from generate_series(now() - interval '40 days', now(), interval '1 day') t`);
    await h.db.execute(
      sql`select compress_chunk(c) from show_chunks('glucose_readings', older_than => interval '7 days') c`,
    );
    const compressed = await one<{ n: number }>(sql`
      select count(*)::int as n from timescaledb_information.chunks
       where hypertable_name = 'glucose_readings' and is_compressed`);
    expect(compressed?.n).toBeGreaterThanOrEqual(4);
    const before = await readings();

    await migrate(h);
    expect(await applyTimescale(h)).toEqual({ state: "applied" });
    expect(await readings()).toEqual(before);
    expect(
      await one(sql`select count(*)::int as n, count(received_at)::int as received from anomaly_events`),
    ).toEqual({ n: 41, received: 41 });
    const fks = await one<{ n: number }>(sql`
      select count(*)::int as n from pg_constraint where contype = 'f' and conrelid = 'glucose_readings'::regclass`);
    expect(fks?.n).toBe(0);

    await h.db.execute(sql`delete from devices where id = ${device!.id}`);
    expect(await readings()).toEqual({ n: 0, sum: null });
  }, 60_000);
});
