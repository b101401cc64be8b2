import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { demoSn, devices } from "@cgm/db";
import { parseBatch } from "../src/ingest/validate";
import { storeBatch } from "../src/ingest/service";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const CURVE = `query($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!) {
  glucoseCurve(sn: $sn, from: $from, to: $to) { bucketSeconds readings ts mmol min max } }`;
interface Curve {
  bucketSeconds: number;
  readings: number;
  ts: number[];
  mmol: number[];
  min: number[];
  max: number[];
}
interface Bucket {
  n: number;
  total: number;
  lo: number;
  hi: number;
}

/** A reading's value at minute i: two decimals, with a spike and a dip now and then. */
const valueAt = (i: number) =>
  i % 997 === 0 ? 27.5 : i % 1201 === 0 ? 2.2 : Math.round((7 + 3 * Math.sin(i / 200)) * 100) / 100;

/** Buckets of `width` ms from `origin`, made from readings here in the test (the expected figures). */
function bucketsOf(readings: { ts: number; mmol: number }[], width: number, origin: number) {
  const out = new Map<number, Bucket>();
  for (const r of readings) {
    const at = origin + Math.floor((r.ts - origin) / width) * width;
    const b = out.get(at) ?? { n: 0, total: 0, lo: Infinity, hi: -Infinity };
    b.n++;
    b.total += r.mmol;
    b.lo = Math.min(b.lo, r.mmol);
    b.hi = Math.max(b.hi, r.mmol);
    out.set(at, b);
  }
  return out;
}

describe.each(testDrivers())("glucose rollups on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let batchNo = 0;
  const sn = demoSn(43);
  // 25 days of minute readings up to an hour ago, one minute in seven left out; `first` is 25 days earlier.
  const end = Math.floor((Date.now() - 60 * MINUTE) / MINUTE) * MINUTE;
  const first = end - 25 * 24 * 60 * MINUTE;
  const minutes = Array.from({ length: 25 * 24 * 60 }, (_, i) => i).filter((i) => i % 7 !== 3);
  const reading = (i: number) => ({ ts: new Date(first + i * MINUTE).toISOString(), value: valueAt(i) });

  /** Stores readings as a trusted writer would, with "now" just after the latest (a sensor's life back). */
  const store = (idx: number[]) => {
    const now = first + (Math.max(...idx) + 1) * MINUTE;
    return storeBatch(
      t.h,
      "test-client",
      parseBatch({ batchId: `roll-${batchNo++}`, devices: [{ sn, readings: idx.map(reading) }] }, now),
    );
  };
  const deviceId = async () => (await t.h.db.select().from(devices).where(eq(devices.sn, sn)))[0]!.id;
  const stored = async () =>
    (
      await t.h.rows<{ ts: string; mmol: number }>(
        sql`select (extract(epoch from ts) * 1000)::bigint::text as ts, mmol::float8 as mmol
              from glucose_readings where device_id = ${await deviceId()} order by ts`,
      )
    ).map((r) => ({ ts: Number(r.ts), mmol: Number(r.mmol) }));
  const rollups = async () =>
    new Map(
      (
        await t.h.rows<{ at: string; n: number; total: number; lo: number; hi: number }>(
          sql`select (extract(epoch from bucket) * 1000)::bigint::text as at, n, total, lo::float8 as lo, hi::float8 as hi
                from glucose_rollups where device_id = ${await deviceId()}`,
        )
      ).map((r) => [Number(r.at), { n: r.n, total: Number(r.total), lo: Number(r.lo), hi: Number(r.hi) }]),
    );

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    // Every way a batch is stored, in chunks a sensor's life may hold:
    // - days 0-10 in two batches straight into the table (COPY), meeting inside a quarter hour;
    const early = minutes.filter((i) => i < 5 * 1440 + 7);
    const early2 = minutes.filter((i) => i >= 5 * 1440 + 7 && i < 10 * 1440);
    expect((await store(early)).result.stored).toBe(early.length);
    expect((await store(early2)).result.stored).toBe(early2.length);
    // - days 9-20 overlapping it (through the staging table, a day of them duplicates);
    const middle = minutes.filter((i) => i >= 9 * 1440 && i < 20 * 1440);
    expect((await store(middle)).result).toMatchObject({
      duplicates: middle.filter((i) => i < 10 * 1440).length,
    });
    // - days 20-22 as two large batches at once, their readings interleaved (each COPY finds none stored
    //   in its span, and the second to come meets the first one's quarter hours);
    const pair = minutes.filter((i) => i >= 20 * 1440 && i < 22 * 1440);
    const halves = [0, 1].map((h) => pair.filter((_, k) => k % 2 === h));
    const both = await Promise.all(halves.map((h) => store(h)));
    expect(both.map((b) => b.result.stored)).toEqual(halves.map((h) => h.length));
    // - day 22 in two batches one after the other, the second's readings between the first's (none is
    //   stored, but its quarter hours are: its COPY is refused and it is stored through the staging table);
    const day = minutes.filter((i) => i >= 22 * 1440 && i < 23 * 1440);
    const [even, odd] = [0, 1].map((h) => day.filter((_, k) => k % 2 === h));
    expect((await store(even!)).result.stored).toBe(even!.length);
    expect((await store(odd!)).result).toMatchObject({ stored: odd!.length, duplicates: 0 });
    // - the rest as 40 small batches at once, each a few readings (the first statement), with overlaps.
    const late = minutes.filter((i) => i >= 23 * 1440);
    const chunks = Array.from({ length: 40 }, (_, c) =>
      late.filter((_, k) => k % 40 === c || (k + 1) % 40 === c),
    );
    await Promise.all(chunks.map((c) => store(c)));
  }, 120_000);
  afterAll(async () => t?.close());

  it("hold exactly the stored readings, whichever way and however concurrently they were stored", async () => {
    const readings = await stored();
    expect(readings.length).toBe(minutes.length);
    const want = bucketsOf(readings, QUARTER, 0);
    const got = await rollups();
    expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [at, b] of want) {
      const r = got.get(at)!;
      expect({ at, n: r.n, lo: r.lo, hi: r.hi }).toEqual({ at, n: b.n, lo: b.lo, hi: b.hi });
      expect(r.total).toBeCloseTo(b.total, 6);
    }
  });

  it("give a long range's curve the figures of the readings themselves, at the range's part quarter hours too", async () => {
    const readings = await stored();
    // 22 days from a time that is not on a quarter hour to another one.
    const from = first + 37 * MINUTE + 20_000;
    const to = from + 22 * 24 * 60 * MINUTE + 7 * MINUTE;
    const r = await admin.gql<{ glucoseCurve: Curve }>(CURVE, {
      sn,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
    });
    expect(r.errors).toBeUndefined();
    const c = r.data!.glucoseCurve;
    const inRange = readings.filter((x) => x.ts >= from && x.ts < to);
    expect(c.readings).toBe(inRange.length);
    expect(c.bucketSeconds % 900).toBe(0);
    expect(c.bucketSeconds).toBe(Math.ceil((to - from) / 2000 / QUARTER) * 900);
    const want = [...bucketsOf(inRange, c.bucketSeconds * 1000, 0).entries()].sort(([a], [b]) => a - b);
    expect(c.ts).toEqual(want.map(([at]) => Math.max(at, from)));
    // As stored (real), which the curve writes in its shortest decimal form.
    expect(c.min.map(Math.fround)).toEqual(want.map(([, b]) => b.lo));
    expect(c.max.map(Math.fround)).toEqual(want.map(([, b]) => b.hi));
    want.forEach(([, b], k) => expect(c.mmol[k]).toBeCloseTo(b.total / b.n, 3));
    // The spike and the dip survive the downsampling.
    expect(Math.max(...c.max)).toBe(27.5);
    expect(Math.min(...c.min)).toBe(2.2);
  });

  it("go with their device", async () => {
    const id = await deviceId();
    await t.h.db.delete(devices).where(eq(devices.id, id));
    const [left] = await t.h.rows<{ n: number }>(
      sql`select count(*)::int as n from glucose_rollups where device_id = ${id}`,
    );
    expect(left?.n).toBe(0);
  });
});
