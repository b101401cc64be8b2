import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { demoSn, devices, glucoseReadings, usageRecords } from "@cgm/db";
import { buildBareSchema } from "../src/schema";
import { buildShield } from "../src/permissions";
import { parseBatch } from "../src/ingest/validate";
import { storeBatch } from "../src/ingest/service";
import { publishDeviceProgress } from "../src/live/devices";
import { watchReadings, type LiveBatch, type ReadingsWatch } from "../src/live/readings";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { deviceAuth } from "./pairing.helpers";

describe("the shield", () => {
  it("wraps root fields only, so the values below them cost no promise each", async () => {
    const schema = await buildBareSchema();
    expect(Object.keys(buildShield(schema)).sort()).toEqual(["Mutation", "Query", "Subscription"]);
  });
});

/** The mmol values of the next `n` readings a watch hands out (fails after 5 s). */
async function take(watch: ReadingsWatch, n: number): Promise<number[]> {
  const out: number[] = [];
  const deadline = Date.now() + 5000;
  while (out.length < n) {
    const next = watch.next();
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`only ${out.length} of ${n} readings`)), deadline - Date.now()),
    );
    const { value } = await Promise.race([next, timeout]);
    out.push(...(value as LiveBatch).readings.map((r) => r.mmol));
  }
  return out;
}

describe.each(testDrivers())("hot paths on $name", ({ open }) => {
  let t: Harness;
  let batchNo = 0;
  beforeAll(async () => {
    t = await startHarness(await open());
  });
  afterAll(async () => t?.close());

  /** Stores one reading of the device through the ingest service and announces it, as the endpoint does. */
  const upload = async (sn: string, minutesAgo: number, value: number) => {
    const ts = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const batch = parseBatch(
      { batchId: `hot-${batchNo++}`, devices: [{ sn, readings: [{ ts, value }] }] },
      Date.now(),
    );
    const { progress } = await storeBatch(t.h, "test-client", batch);
    publishDeviceProgress(progress);
    return new Date(ts);
  };

  it("hands a live upload's readings to this process's subscribers only when it stored them all", async () => {
    const sn = demoSn(10);
    const now = Date.now();
    const at = (m: number) => new Date(now - m * 60_000).toISOString();
    const store = (readings: { ts: string; value: number }[]) =>
      storeBatch(
        t.h,
        "test-client",
        parseBatch({ batchId: `hot-${batchNo++}`, devices: [{ sn, readings }] }, Date.now()),
      );
    const fresh = await store([
      { ts: at(3), value: 6.2 },
      { ts: at(5), value: 6.1 },
    ]);
    const readings = fresh.progress[0]?.readings ?? [];
    expect(readings.map((r) => r.mmol)).toEqual([6.1, 6.2]); // in time order
    expect(readings[0]!.ts).toBeLessThan(readings[1]!.ts);
    // One of these is stored already (with another value): the subscribers read what is stored.
    const mixed = await store([
      { ts: at(5), value: 9.9 },
      { ts: at(1), value: 6.3 },
    ]);
    expect(mixed.result).toMatchObject({ stored: 1, duplicates: 1 });
    expect(mixed.progress[0]?.readings).toBeUndefined();
    expect(mixed.progress[0]?.lastReadingAt).toBeInstanceOf(Date);
  });

  it("stores small batches (from arrays) and large ones (COPY) alike: new rows once, repeats as duplicates", async () => {
    const sn = demoSn(9);
    const now = Date.now();
    const at = (m: number) => new Date(now - m * 60_000).toISOString();
    const detail = 'a "quoted", {braced} \\ detail';
    const post = async (batchId: string, device: Record<string, unknown>) => {
      const res = await fetch(`${t.url}/ingest/v1/batches`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: await deviceAuth(t.url, sn) },
        body: JSON.stringify({ batchId, devices: [{ sn, ...device }] }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { stored: number; duplicates: number };
    };
    const repeated = { ts: at(700), value: 5.1 };
    const small = await post("hot-small", {
      readings: [repeated, repeated],
      usage: [{ ts: at(700), action: "LOG_UPLOAD", detail }],
    });
    expect(small).toMatchObject({ stored: 2, duplicates: 1 });
    const readings = Array.from({ length: 600 }, (_, i) => ({ ts: at(900 - i), value: 6 })); // one at 700
    expect(await post("hot-large", { readings })).toMatchObject({ stored: 599, duplicates: 1 });
    const [d] = await t.h.db.select().from(devices).where(eq(devices.sn, sn));
    const [n] = await t.h.db
      .select({ n: count() })
      .from(glucoseReadings)
      .where(eq(glucoseReadings.deviceId, d!.id));
    expect(n?.n).toBe(600);
    const usage = await t.h.db.select().from(usageRecords).where(eq(usageRecords.deviceId, d!.id));
    expect(usage.map((u) => u.detail)).toEqual([detail]);
  });

  it("answers GraphQL over HTTP with Cache-Control: no-store", async () => {
    const admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    const r = await admin.gql(`{ systemTimeZone }`);
    expect(r.errors).toBeUndefined();
    expect(r.headers.get("cache-control")).toBe("no-store");
  });

  it("hands a device's new readings to each of its watchers from that watcher's own cursor", async () => {
    const sn = demoSn(7);
    const [d] = await t.h.db.select().from(devices).where(eq(devices.sn, sn));
    const early = watchReadings(t.h.db, d!.id, sn); // listening before the upload, started after it
    const first = await upload(sn, 30, 6.1);
    early.start(new Date(first.getTime() - 60_000));
    const late = watchReadings(t.h.db, d!.id, sn);
    late.start(first); // already has the first reading
    const [d8] = await t.h.db
      .select()
      .from(devices)
      .where(eq(devices.sn, demoSn(8)));
    const other = watchReadings(t.h.db, d8!.id, demoSn(8));
    other.start(new Date(0));
    await upload(sn, 20, 6.2);
    expect(await take(early, 2)).toEqual([6.1, 6.2]);
    expect(await take(late, 1)).toEqual([6.2]);
    await upload(demoSn(8), 10, 7.3);
    expect(await take(other, 1)).toEqual([7.3]);
    await Promise.all([early.return?.(), late.return?.(), other.return?.()]);
  });
});
