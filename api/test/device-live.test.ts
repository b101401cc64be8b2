import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { demoSn, devices, organisations } from "@cgm/db";
import { Caller, adminHarness, listen, type Harness, until } from "./harness";
import { deviceAuth } from "./pairing.helpers";
import { startedWatchers } from "../src/live/readings";

let batchNo = 0;
const upload = async (base: string, sn: string, body: Record<string, unknown>) =>
  fetch(`${base}/ingest/v1/batches`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: await deviceAuth(base, sn) },
    body: JSON.stringify({ batchId: `live-${process.pid}-${batchNo++}`, devices: [{ sn, ...body }] }),
  });
const settle = () => new Promise((r) => setTimeout(r, 300));

/** Until `n` subscribers of the device's readings have started (an upload from then on reaches them). */
async function started(t: Harness, sn: string, n: number): Promise<void> {
  const [d] = await t.h.db.select({ id: devices.id }).from(devices).where(eq(devices.sn, sn));
  await until(() => startedWatchers(t.h.db, d!.id) >= n, 15_000);
  expect(startedWatchers(t.h.db, d!.id)).toBeGreaterThanOrEqual(n);
}

/** Which demo device is in which organisation: the seed spreads them over seven organisations. */
async function snIn(t: Harness, number: string): Promise<string> {
  const [org] = await t.h.db.select().from(organisations).where(eq(organisations.number, number));
  const [d] = await t.h.db.select().from(devices).where(eq(devices.orgId, org!.id));
  return d!.sn;
}

describe("live glucose and anomalies", () => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    ({ t, admin } = await adminHarness());
  });
  afterAll(async () => t?.close());

  it("pushes newly committed readings of the subscribed device", async () => {
    const sn = demoSn(1);
    const sub = listen(admin, `subscription { glucoseReadings(sn: "${sn}") { sn readings { ts mmol } } }`);
    await started(t, sn, 1);
    const ts = new Date(Date.now() - 30_000).toISOString();
    expect((await upload(t.url, sn, { readings: [{ ts, value: 8.4 }] })).status).toBe(200);
    await until(() => sub.events.length > 0);
    expect(sub.events[0]?.data?.glucoseReadings).toEqual({ sn, readings: [{ ts, mmol: 8.4 }] });
    await sub.close();
  });

  it("follows a device by id as well, and wants exactly one of sn and deviceId", async () => {
    const sn = demoSn(8);
    const [d] = await t.h.db.select().from(devices).where(eq(devices.sn, sn));
    const sub = listen(
      admin,
      `subscription { glucoseReadings(deviceId: "${d!.id}") { sn readings { mmol } } }`,
    );
    const neither = listen(admin, `subscription { glucoseReadings { sn } }`);
    const both = listen(admin, `subscription { glucoseReadings(sn: "${sn}", deviceId: "${d!.id}") { sn } }`);
    await started(t, sn, 1);
    await settle();
    const ts = new Date(Date.now() - 25_000).toISOString();
    expect((await upload(t.url, sn, { readings: [{ ts, value: 5.5 }] })).status).toBe(200);
    await until(() => sub.events.length > 0 && neither.events.length > 0 && both.events.length > 0);
    expect(sub.events[0]?.data?.glucoseReadings).toEqual({ sn, readings: [{ mmol: 5.5 }] });
    for (const bad of [neither, both])
      expect(JSON.stringify(bad.events[0]?.errors)).toMatch(/BAD_USER_INPUT/);
    await Promise.all([sub.close(), neither.close(), both.close()]);
  });

  it("gives every viewer of a device the event in the shape it asked for (shared execution)", async () => {
    const sn = demoSn(2);
    const full = `subscription { glucoseReadings(sn: "${sn}") { sn readings { ts mmol } } }`;
    const a = listen(admin, full);
    const b = listen(admin, full);
    const slim = listen(admin, `subscription Slim { glucoseReadings(sn: "${sn}") { readings { mmol } } }`);
    const other = listen(admin, `subscription { glucoseReadings(sn: "${demoSn(3)}") { sn } }`);
    await started(t, sn, 3);
    await started(t, demoSn(3), 1);
    const ts = new Date(Date.now() - 20_000).toISOString();
    expect((await upload(t.url, sn, { readings: [{ ts, value: 6.6 }] })).status).toBe(200);
    await until(() => a.events.length > 0 && b.events.length > 0 && slim.events.length > 0);
    const event = { sn, readings: [{ ts, mmol: 6.6 }] };
    expect(a.events).toEqual([{ data: { glucoseReadings: event } }]);
    expect(b.events).toEqual([{ data: { glucoseReadings: event } }]);
    expect(slim.events).toEqual([{ data: { glucoseReadings: { readings: [{ mmol: 6.6 }] } } }]);
    await settle();
    expect(other.events).toEqual([]);
    await Promise.all([a.close(), b.close(), slim.close(), other.close()]);
  });

  it("refuses a device outside the subscriber's scope", async () => {
    const c = new Caller(t.url);
    await c.login("scope-org", "demo1234");
    const outside = await snIn(t, "ORG-0202");
    const sub = listen(c, `subscription { glucoseReadings(sn: "${outside}") { sn } }`);
    await until(() => sub.events.length > 0);
    expect(JSON.stringify(sub.events[0])).toMatch(/NOT_FOUND|does not exist/);
    await sub.close();
  });

  it("sends anomalies only for devices in the scope", async () => {
    const c = new Caller(t.url);
    await c.login("scope-org", "demo1234"); // North Region only
    const sub = listen(c, `subscription { deviceAnomalies { sn kind } }`);
    await settle();
    const north = await snIn(t, "ORG-0100");
    const south = await snIn(t, "ORG-0202");
    const ts = new Date(Date.now() - 10_000).toISOString();
    await upload(t.url, south, { anomalies: [{ ts, kind: "SENSOR_ABNORMAL" }] });
    await upload(t.url, north, { anomalies: [{ ts, kind: "TEMPERATURE_ABNORMAL" }] });
    await until(() => sub.events.length > 0);
    await settle();
    expect(sub.events.map((e) => e.data?.deviceAnomalies)).toEqual([
      { sn: north, kind: "TEMPERATURE_ABNORMAL" },
    ]);
    await sub.close();
  });

  it("sends a late upload's older anomalies once, and none stored before subscribing", async () => {
    const sn = demoSn(5);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await upload(t.url, sn, { anomalies: [{ ts: ago(180), kind: "LOW_BATTERY" }] });
    // Stored an hour ago, as far as the feed can tell.
    await t.h.db.execute(sql`update anomaly_events set received_at = now() - interval '1 hour'`);
    const sub = listen(admin, `subscription { deviceAnomalies { sn kind } }`);
    await settle();
    await upload(t.url, sn, { anomalies: [{ ts: ago(1), kind: "SENSOR_ABNORMAL" }] });
    await until(() => sub.events.length > 0);
    // A phone that was offline sends an event from four hours ago.
    await upload(t.url, sn, { anomalies: [{ ts: ago(240), kind: "SIGNAL_LOSS" }] });
    await until(() => sub.events.length > 1);
    await settle();
    expect(sub.events.map((e) => e.data?.deviceAnomalies)).toEqual([
      { sn, kind: "SENSOR_ABNORMAL" },
      { sn, kind: "SIGNAL_LOSS" },
    ]);
    await sub.close();
  });
});
