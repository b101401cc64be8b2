import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { anomalyEvents, devices, demoSn, glucoseReadings, usageRecords } from "@cgm/db";
import { startHarness, testDrivers, type Harness } from "./harness";
import { DeviceTokens, clientAuth } from "./pairing.helpers";

interface IngestBody {
  batchId: string;
  stored: number;
  duplicates: number;
  rejected: number;
  replayed: boolean;
  errors: { path: string; code: string; message: string }[];
}
type Batch = { batchId?: string; devices?: unknown };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe.each(testDrivers())("ingestion on $name", ({ open }) => {
  let t: Harness;
  const tokens = new DeviceTokens(() => t.url);
  const ingest = async (body: Batch) => (await post(body)).json() as Promise<IngestBody>;
  /** Posts a batch, each entry with its SN's device token (or with the given Authorization only). */
  const post = async (body: Batch, auth?: string) =>
    fetch(`${t.url}/ingest/v1/batches`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(auth === undefined ? {} : { authorization: auth }) },
      body: JSON.stringify(auth === undefined ? await tokens.withTokens(body) : body),
    });
  const readingsOf = async (sn: string) => {
    const [d] = await t.h.db.select().from(devices).where(eq(devices.sn, sn));
    const [n] = await t.h.db
      .select({ n: count() })
      .from(glucoseReadings)
      .where(eq(glucoseReadings.deviceId, d!.id));
    return { device: d!, n: n!.n };
  };
  beforeAll(async () => {
    t = await startHarness(await open());
  });
  afterAll(async () => t?.close());

  it("refuses a request without a valid device token: a client credential no longer writes", async () => {
    const devices = [{ sn: demoSn(1), readings: [{ ts: minutesAgo(1), value: 6 }] }];
    expect((await post({ batchId: "x", devices }, "")).status).toBe(401);
    expect((await post({ batchId: "x", devices }, clientAuth())).status).toBe(401);
    expect((await post({ batchId: "x", devices }, "Bearer cgm_dev_not-a-token")).status).toBe(401);
    const forged = [{ ...devices[0], deviceToken: "cgm_dev_not-a-token" }];
    expect((await post({ batchId: "x", devices: forged }, "")).status).toBe(401);
  });

  it("stores readings and events, updates the device, and acknowledges after commit", async () => {
    const sn = demoSn(1);
    const readings = Array.from({ length: 12 }, (_, i) => ({
      ts: minutesAgo(60 - i * 5),
      value: 5 + i * 0.1,
    }));
    const res = await post({
      batchId: "b-1",
      devices: [
        {
          sn,
          readings,
          anomalies: [{ ts: minutesAgo(30), kind: "SIGNAL_LOSS" }],
          bluetooth: [{ ts: minutesAgo(59), connected: true }],
          permissions: [
            {
              ts: minutesAgo(59),
              bluetoothSwitch: true,
              locationSwitch: true,
              locationPermission: true,
              bluetoothPermission: true,
              batteryOptimization: false,
              powerSaving: false,
            },
          ],
          usage: [{ ts: minutesAgo(61), action: "SENSOR_START" }],
          info: {
            appVersion: "2.4.1",
            phonePlatform: "Android",
            phoneModel: "Pixel 8",
            phoneSystemVersion: "15",
          },
        },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as IngestBody;
    expect(body).toMatchObject({
      batchId: "b-1",
      stored: 16,
      duplicates: 0,
      rejected: 0,
      errors: [],
      replayed: false,
    });
    const { device, n } = await readingsOf(sn);
    expect(n).toBe(12);
    expect(device.lastGlucose).toBeCloseTo(6.1, 5);
    expect(device.lastMonitoringAt?.toISOString()).toBe(readings[11]!.ts);
    expect(device.bluetoothState).toBe("CONNECTED");
    expect(device.appVersion).toBe("2.4.1");
    expect(device.phoneModel).toBe("Pixel 8");
    expect(
      (await t.h.db.select().from(anomalyEvents).where(eq(anomalyEvents.deviceId, device.id))).length,
    ).toBe(1);
    expect(
      (await t.h.db.select().from(usageRecords).where(eq(usageRecords.deviceId, device.id))).length,
    ).toBe(1);
  });

  it("stores nothing twice: a replayed batch id gets the first answer, repeated rows count as duplicates", async () => {
    const sn = demoSn(2);
    const batch = {
      batchId: "b-2",
      devices: [
        {
          sn,
          readings: [
            { ts: minutesAgo(10), value: 7.2 },
            { ts: minutesAgo(5), value: 7.4 },
          ],
        },
      ],
    };
    const first = await ingest(batch);
    expect(first).toMatchObject({ stored: 2, replayed: false });
    const replay = await ingest(batch);
    expect(replay).toMatchObject({ stored: 2, replayed: true });
    const again = await ingest({ ...batch, batchId: "b-2-retry" });
    expect(again).toMatchObject({ stored: 0, duplicates: 2, replayed: false });
    expect((await readingsOf(sn)).n).toBe(2);
  });

  it("reports invalid items one by one and keeps the valid ones", async () => {
    const sn = demoSn(3);
    const res = await post({
      batchId: "b-3",
      devices: [
        {
          sn,
          readings: [
            { ts: minutesAgo(20), value: 6.5 },
            { ts: minutesAgo(15), value: 0.5 },
            { ts: minutesAgo(14), value: 40 },
            { ts: new Date(Date.now() + 3600_000).toISOString(), value: 6 },
            { ts: minutesAgo(10), value: 108, unit: "mg/dL" },
            { ts: "yesterday", value: 6 },
          ],
          anomalies: [{ ts: minutesAgo(9), kind: "ALIENS" }],
        },
        { sn: "CGM999999999", readings: [{ ts: minutesAgo(5), value: 6 }] },
        { sn: "short", readings: [] },
      ],
    });
    const body = (await res.json()) as IngestBody;
    expect(res.status).toBe(200);
    expect(body.stored).toBe(2);
    expect(body.errors.map((e) => `${e.path} ${e.code}`).sort()).toEqual(
      [
        "devices[0].anomalies[0].kind INVALID",
        "devices[0].readings[1].value OUT_OF_RANGE",
        "devices[0].readings[2].value OUT_OF_RANGE",
        "devices[0].readings[3].ts FUTURE_TIMESTAMP",
        "devices[0].readings[5].ts INVALID",
        "devices[1].sn NOT_PAIRED",
        "devices[2].sn INVALID",
      ].sort(),
    );
    expect(body.errors.find((e) => e.code === "NOT_PAIRED")?.message).toMatch(/pair the device/);
    const { device, n } = await readingsOf(sn);
    expect(n).toBe(2);
    expect(device.lastGlucose).toBeCloseTo(108 / 18.01559, 2);
  });

  it("checks the app and phone details field by field and keeps the valid ones", async () => {
    const sn = demoSn(4);
    const body = await ingest({
      batchId: "b-info",
      devices: [
        {
          sn,
          readings: [{ ts: minutesAgo(3), value: 7 }],
          info: {
            appVersion: "2.4.1",
            phonePlatform: "Android-but-far-too-long",
            phoneModel: "Pixel 9",
            bluetoothState: "on",
          },
        },
      ],
    });
    expect(body.stored).toBe(1);
    expect(body.errors.map((e) => `${e.path} ${e.code} ${e.message}`)).toEqual([
      "devices[0].info.phonePlatform INVALID phonePlatform must be at most 16 characters",
      "devices[0].info.bluetoothState INVALID bluetoothState must be one of CONNECTED, DISCONNECTED",
    ]);
    const { device } = await readingsOf(sn);
    expect([device.appVersion, device.phoneModel, device.phonePlatform]).toEqual(["2.4.1", "Pixel 9", null]);
  });

  it("refuses an item with a NUL character in a text, naming its path, and stores the rest (issue 9.3)", async () => {
    const sn = demoSn(10);
    const before = (await readingsOf(sn)).n;
    const batch = {
      batchId: "b-nul",
      devices: [
        {
          sn,
          readings: [{ ts: minutesAgo(8), value: 6.2 }],
          anomalies: [
            { ts: minutesAgo(7), kind: "SIGNAL_LOSS", detail: "lost\u0000" },
            {
              ts: minutesAgo(6),
              kind: "SIGNAL_LOSS",
              detail: "fine \ud800 (a lone surrogate is stored as U+FFFD)",
            },
          ],
          usage: [{ ts: minutesAgo(7), action: "APP_START", detail: "\u0000" }],
          info: { appVersion: "2.4\u00001", phoneModel: "Pixel 9" },
        },
        { sn: `${demoSn(11)}\u0000`, readings: [{ ts: minutesAgo(8), value: 6.2 }] },
      ],
    };
    for (const batchId of ["b-nul", "b-nul-again"]) {
      const res = await post({ ...batch, batchId });
      expect(res.status).toBe(200);
      const body = (await res.json()) as IngestBody;
      expect(body.errors.map((e) => `${e.path} ${e.code}`).sort()).toEqual(
        [
          "devices[0].anomalies[0].detail INVALID",
          "devices[0].info.appVersion INVALID",
          "devices[0].usage[0].detail INVALID",
          "devices[1].sn INVALID",
        ].sort(),
      );
      expect(body.errors[0]?.message).toMatch(/NUL/);
      expect(body.stored).toBe(batchId === "b-nul" ? 2 : 0);
    }
    const { device, n } = await readingsOf(sn);
    expect(n).toBe(before + 1);
    expect(device.phoneModel).toBe("Pixel 9");
    expect(device.appVersion).toBeNull();
  });

  it("keeps the newest Bluetooth state when a late upload brings older events", async () => {
    const sn = demoSn(6);
    const bt = (batchId: string, ago: number, connected: boolean) =>
      ingest({ batchId, devices: [{ sn, bluetooth: [{ ts: minutesAgo(ago), connected }] }] });
    expect((await bt("b-bt-1", 2, true)).stored).toBe(1);
    expect((await bt("b-bt-2", 90, false)).stored).toBe(1);
    expect((await readingsOf(sn)).device.bluetoothState).toBe("CONNECTED");
    expect((await bt("b-bt-3", 1, false)).stored).toBe(1);
    expect((await readingsOf(sn)).device.bluetoothState).toBe("DISCONNECTED");
  });

  it("finds a device whatever the case of its SN", async () => {
    const sn = demoSn(9);
    const before = (await readingsOf(sn)).n;
    const body = await ingest({
      batchId: "b-case",
      devices: [{ sn: ` ${sn.toLowerCase()} `, readings: [{ ts: minutesAgo(4), value: 6.1 }] }],
    });
    expect(body.errors).toEqual([]);
    expect(body.stored).toBe(1);
    expect((await readingsOf(sn)).n).toBe(before + 1);
  });

  it("refuses a malformed batch as a whole", async () => {
    const auth = await tokens.auth(demoSn(1));
    expect((await post({ devices: [] }, auth)).status).toBe(400);
    expect((await post({ batchId: "has spaces", devices: [] }, auth)).status).toBe(400);
    expect((await post({ batchId: "ok", devices: "nope" }, auth)).status).toBe(400);
    const raw = await fetch(`${t.url}/ingest/v1/batches`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: await tokens.auth(demoSn(1)) },
      body: "{not json",
    });
    expect(raw.status).toBe(400);
  });
});
