import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { applyTimescale, migrate, type DbHandle } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { timescaleDriver } from "./timescale.driver";
import { EDGE, SN, answers, firstBatch, ingest, lateBatches, pairAll } from "./timescale.scenario";

/**
 * TimescaleDB exercised for real: the same CGM scenario (uploads through the ingest endpoint, the
 * detail page's curve, events and Bluetooth history, the clinical summary and AGP, the CSV export) on
 * the app's PGlite, on PostgreSQL when TEST_DATABASE_URL is set, and on PGlite built with TimescaleDB.
 * There the TimescaleDB step makes the series hypertables, the days before the EDGE get compressed,
 * late uploads land in compressed chunks, a device is deleted with its compressed series, and the app
 * starts a second time over it all (migrations and the step again). Every answer must be the same on
 * every database.
 *
 * What the TimescaleDB build of PGlite cannot show: its background workers never run (one process, no
 * postmaster), so the compression policy never fires by itself; it is run here with run_job, as the
 * server's job scheduler would, but has nothing to do (the ingest takes data up to a sensor's life, 14
 * days, old, and the policy compresses after 30), so compress_chunk compresses the older chunks. It is
 * TimescaleDB 2.23 on PostgreSQL 17, where docker-compose runs the latest TimescaleDB on PostgreSQL 16.
 */

type Stage = "ingested" | "compressed" | "late" | "restarted" | "deleted";
type Answers = Awaited<ReturnType<typeof answers>>;
const seen = new Map<string, Partial<Record<Stage, Answers>>>();
const drivers = [...testDrivers().filter((d) => d.name !== timescaleDriver.name), timescaleDriver];
const reference = drivers[0]!.name;

/** The glucose chunks, oldest first, and whether each is compressed. */
const chunks = (h: DbHandle) =>
  h.rows<{ chunk: string; end: string; compressed: boolean }>(sql`
    select chunk_schema || '.' || chunk_name as chunk, range_end::text as end, is_compressed as compressed
      from timescaledb_information.chunks where hypertable_name = 'glucose_readings' order by range_start`);

/** Compresses every glucose chunk that ends by the EDGE (again, when rows came in since). */
const compressOld = (h: DbHandle) =>
  h.db.execute(
    sql`select compress_chunk(c) from show_chunks('glucose_readings', older_than => ${new Date(EDGE).toISOString()}::timestamptz) c`,
  );

describe.each(drivers)("the CGM scenario on $name", ({ name, open }) => {
  const timescale = name === timescaleDriver.name;
  let t: Harness;
  let admin: Caller;
  let tokens: Record<string, string> = {};
  const start = async (h: DbHandle) => {
    await migrate(h);
    const step = await applyTimescale(h);
    expect(step).toEqual({ state: timescale ? "applied" : "unavailable" });
    t = await startHarness(h);
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
  };
  const record = async (stage: Stage, sns?: string[]) => {
    const a = await answers(admin, t.h, sns);
    seen.set(name, { ...seen.get(name), [stage]: a });
    return a;
  };
  beforeAll(async () => {
    await start(await open());
    tokens = await pairAll(t.url);
  });
  afterAll(async () => t?.close());

  it("takes 13 days of history through the ingest endpoint", async () => {
    expect(await ingest(t.url, tokens, firstBatch())).toEqual({
      status: 200,
      stored: 7_347,
      duplicates: 0,
      rejected: 0,
    });
    const a = await record("ingested");
    const curve = (n: number) => ({ glucoseCurve: { readings: n }, glucoseStats: { summary: { count: n } } });
    expect(a[`${SN.a} 14 days`]).toMatchObject(curve(3455));
    expect(a[`${SN.a} compressed days`]).toMatchObject(curve(576));
    expect(a[`${SN.b} compressed days`]).toMatchObject(curve(864));
  }, 60_000);

  it.runIf(timescale)(
    "makes hypertables whose older chunks compress, and reads them the same",
    async () => {
      const hypertables = await t.h.rows<{ name: string; compression: boolean }>(sql`
      select hypertable_name as name, compression_enabled as compression
        from timescaledb_information.hypertables order by 1`);
      expect(hypertables).toEqual([
        { name: "anomaly_events", compression: false },
        { name: "bluetooth_events", compression: false },
        { name: "glucose_readings", compression: true },
        { name: "permission_snapshots", compression: false },
        { name: "usage_records", compression: false },
      ]);
      // The step's policy (compress after 30 days) runs as the server's job scheduler would run it; the
      // 13 days of data are too young for it, so compress_chunk takes the chunks before the EDGE.
      const [job] = await t.h.rows<{ id: number }>(sql`
      select job_id as id from timescaledb_information.jobs
       where proc_name = 'policy_compression' and hypertable_name = 'glucose_readings'`);
      expect(job).toBeDefined();
      await t.h.db.execute(sql.raw(`call run_job(${job!.id})`));
      expect((await chunks(t.h)).filter((c) => c.compressed)).toEqual([]);
      await compressOld(t.h);
      const all = await chunks(t.h);
      const old = all.filter((c) => new Date(c.end).getTime() <= EDGE);
      expect(old.length).toBeGreaterThanOrEqual(1);
      expect(all.filter((c) => c.compressed)).toEqual(old);
      // The detail page's queries read the compressed chunks (TimescaleDB's columnar scan), not a copy.
      const plan = await t.h.rows(sql`explain select ts, mmol from glucose_readings
      where device_id = (select id from devices where sn = ${SN.a}) and ts < ${new Date(EDGE).toISOString()}::timestamptz`);
      expect(plan.map((r) => Object.values(r)[0]).join("\n")).toMatch(/ColumnarScan|DecompressChunk/);
      expect(await record("compressed")).toEqual(seen.get(name)?.ingested);
    },
    60_000,
  );

  it("stores late uploads into older days, down each path of the ingest, once", async () => {
    const [a, b, c] = lateBatches();
    expect(await ingest(t.url, tokens, a!)).toEqual({
      status: 200,
      stored: 289,
      duplicates: 12,
      rejected: 0,
    });
    expect(await ingest(t.url, tokens, b!)).toEqual({
      status: 200,
      stored: 288,
      duplicates: 576,
      rejected: 0,
    });
    expect(await ingest(t.url, tokens, c!)).toEqual({ status: 200, stored: 576, duplicates: 0, rejected: 0 });
    // Sent again under new batch ids: nothing stored twice, compressed or not.
    for (const batch of [a!, b!, c!])
      expect(await ingest(t.url, tokens, { ...batch, batchId: `${batch.batchId}-again` })).toMatchObject({
        status: 200,
        stored: 0,
      });
    if (timescale) {
      // The late rows went into compressed chunks (partially compressed now): compressed once more.
      await compressOld(t.h);
      expect((await chunks(t.h)).filter((ch) => ch.compressed).length).toBeGreaterThan(0);
    }
    const late = await record("late");
    expect(late[`${SN.a} compressed days`]).toMatchObject({ glucoseCurve: { readings: 864 } });
    expect(late[`${SN.b} compressed days`]).toMatchObject({ glucoseCurve: { readings: 1152 } });
    expect(late[`${SN.c} compressed days`]).toMatchObject({ glucoseCurve: { readings: 576 } });
  }, 60_000);

  it("starts a second time over the same data: migrations and the TimescaleDB step run again", async () => {
    const before = timescale ? await chunks(t.h) : [];
    await t.server.close();
    await start(t.h);
    if (timescale) {
      expect(await chunks(t.h)).toEqual(before);
      expect(await record("restarted")).toEqual(seen.get(name)?.late);
    } else expect((await admin.gql(`{ me { account } }`)).data).toEqual({ me: { account: "admin" } });
  }, 60_000);

  it("deletes a device's series with the device, compressed or not", async () => {
    await t.h.db.execute(sql`delete from devices where sn = ${SN.c}`);
    const [left] = await t.h.rows<{ n: number }>(sql`
      select count(*)::int as n from glucose_readings g where not exists (select 1 from devices d where d.id = g.device_id)`);
    expect(left?.n).toBe(0);
    await record("deleted", [SN.a, SN.b]);
  }, 60_000);
});

describe("the CGM scenario's answers", () => {
  it.each(drivers.slice(1).map((d) => d.name))(`on %s are those on ${reference}`, (name) => {
    const mine = seen.get(name);
    const theirs = seen.get(reference);
    expect(mine?.deleted, "the scenario ran to the end").toBeDefined();
    for (const stage of ["ingested", "late", "deleted"] as const)
      expect(mine?.[stage], stage).toEqual(theirs?.[stage]);
    if (name !== timescaleDriver.name) return;
    expect(mine?.compressed, "compressed").toEqual(theirs?.ingested);
    expect(mine?.restarted, "restarted").toEqual(theirs?.late);
  });
});
