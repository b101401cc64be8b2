import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { demoSn, devices, organisations } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { deviceAuth } from "./pairing.helpers";

/** The detail page's range queries: paged events, the Bluetooth state a range starts in, edge ranges. */
const HOUR = 3_600_000;
const PAGE = `query($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!, $page: PageInput) {
  anomalyEvents(sn: $sn, from: $from, to: $to, page: $page) { total items { ts kind } }
  usageRecords(sn: $sn, from: $from, to: $to, page: $page) { total items { ts kind } } }`;
const BT = `query($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!) {
  bluetoothEvents(sn: $sn, from: $from, to: $to) { ts connected } }`;
const CURVE = `query($sn: String!, $from: DateTimeISO!, $to: DateTimeISO!) {
  glucoseCurve(sn: $sn, from: $from, to: $to) { readings ts } }`;

interface Page {
  total: number;
  items: { ts: string; kind: string }[];
}

describe.each(testDrivers())("device detail queries on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  const sn = demoSn(7);
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    // 30 abnormal events and 25 usage records an hour apart, and Bluetooth changes 48 and 10 hours ago.
    const res = await fetch(`${t.url}/ingest/v1/batches`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: await deviceAuth(t.url, sn) },
      body: JSON.stringify({
        batchId: "detail-1",
        devices: [
          {
            sn,
            anomalies: Array.from({ length: 30 }, (_, i) => ({ ts: at(i + 1), kind: "SIGNAL_LOSS" })),
            usage: Array.from({ length: 25 }, (_, i) => ({ ts: at(i + 1), action: "APP_START" })),
            bluetooth: [
              { ts: at(48), connected: true },
              { ts: at(10), connected: false },
            ],
          },
        ],
      }),
    });
    expect(((await res.json()) as { stored: number }).stored).toBe(57);
  });
  afterAll(async () => t?.close());

  it("pages abnormal events and usage records of the range on the server, newest first", async () => {
    const vars = { sn, from: at(20.5), to: at(0) };
    const first = await admin.gql<{ anomalyEvents: Page; usageRecords: Page }>(PAGE, {
      ...vars,
      page: { offset: 0, limit: 10 },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.anomalyEvents.total).toBe(20);
    expect(first.data?.usageRecords.total).toBe(20);
    expect(first.data?.anomalyEvents.items.map((e) => e.ts)).toEqual(
      Array.from({ length: 10 }, (_, i) => at(i + 1)),
    );
    const last = await admin.gql<{ anomalyEvents: Page }>(PAGE, { ...vars, page: { offset: 15, limit: 10 } });
    expect(last.data?.anomalyEvents.items.map((e) => e.ts)).toEqual(
      Array.from({ length: 5 }, (_, i) => at(i + 16)),
    );
    const tooBig = await admin.gql(PAGE, { ...vars, page: { offset: 0, limit: 1000 } });
    expect(tooBig.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("starts the Bluetooth events with the state the range begins in", async () => {
    const r = await admin.gql<{ bluetoothEvents: { ts: string; connected: boolean }[] }>(BT, {
      sn,
      from: at(24),
      to: at(0),
    });
    expect(r.data?.bluetoothEvents).toEqual([
      { ts: at(48), connected: true },
      { ts: at(10), connected: false },
    ]);
    const quiet = await admin.gql<{ bluetoothEvents: unknown[] }>(BT, { sn, from: at(8), to: at(0) });
    expect(quiet.data?.bluetoothEvents).toEqual([{ ts: at(10), connected: false }]);
  });

  it("opens a device by its SN in either case", async () => {
    const r = await admin.gql<{ device: { sn: string } }>(`query($sn: String!) { device(sn: $sn) { sn } }`, {
      sn: sn.toLowerCase(),
    });
    expect(r.data?.device.sn).toBe(sn);
  });

  it("answers an empty range with an empty curve", async () => {
    const r = await admin.gql<{ glucoseCurve: { readings: number; ts: number[] } }>(CURVE, {
      sn,
      from: at(1),
      to: at(1),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.glucoseCurve).toEqual({ readings: 0, ts: [] });
  });

  it("keeps the events of a device outside the scope hidden", async () => {
    const c = new Caller(t.url);
    await c.login("scope-org", "demo1234"); // North Region only
    const [south] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0202"));
    const [d] = await t.h.db.select().from(devices).where(eq(devices.orgId, south!.id));
    const r = await c.gql(PAGE, { sn: d!.sn, from: at(24), to: at(0) });
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
