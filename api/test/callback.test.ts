import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { demoSn, devices, organisations } from "@cgm/db";
import { createAppServer } from "../src/server";
import { enqueueCallback } from "../src/modules/callback/callback.events";
import { Caller, startHarness, testDrivers, until, type Harness } from "./harness";
import { DeviceTokens } from "./pairing.helpers";
import { TEST_SECRET, connect, deliveriesOf, eventually, startReceiver } from "./callback.helpers";
import { guideCallbackExamples, keysOf } from "./partner.helpers";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const KINDS = ["SENSOR_ABNORMAL", "TEMPERATURE_ABNORMAL", "SIGNAL_LOSS", "SENSOR_EXPIRED", "LOW_BATTERY"];
const FIXED = { ts: new Date(Date.now() - 7 * 60_000).toISOString(), kind: "SIGNAL_LOSS" };
const FAST = { allowPrivateTargets: true, pollMs: 50, delays: [150, 150, 150, 150, 150, 150, 150] };

describe.each(testDrivers())("callbacks on $name", ({ open }) => {
  let t: Harness;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let parent: Awaited<ReturnType<typeof startReceiver>>;
  const tokens = new DeviceTokens(() => t.url);
  const ingest = async (body: { batchId: string; devices: unknown[] }) => {
    const res = await fetch(`${t.url}/ingest/v1/batches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(await tokens.withTokens(body)),
    });
    expect(res.status).toBe(200);
  };
  const deviceOf = async (sn: string) => (await t.h.db.select().from(devices).where(eq(devices.sn, sn)))[0]!;
  const orgOf = async (id: number) =>
    (await t.h.db.select().from(organisations).where(eq(organisations.id, id)))[0]!;

  beforeAll(async () => {
    t = await startHarness(await open(), {}, { callbacks: FAST });
    receiver = await startReceiver(() => TEST_SECRET);
    parent = await startReceiver(() => TEST_SECRET);
  });
  afterAll(async () => {
    await t?.server.close();
    await t?.h.close();
    await receiver?.close();
    await parent?.close();
  });

  it("delivers a device's first use and new anomalies, signed, to its organisation and to an ancestor with a callback URL", async () => {
    const device = await deviceOf(demoSn(2));
    const org = await orgOf(device.orgId);
    expect(org.parentId).not.toBeNull();
    await connect(t.h, org.id, receiver.url, TEST_SECRET);
    await connect(t.h, org.parentId!, parent.url, TEST_SECRET);
    const anomalies = [
      { ts: minutesAgo(20), kind: "SENSOR_ABNORMAL" },
      { ts: minutesAgo(10), kind: "TEMPERATURE_ABNORMAL" },
    ];
    const readings = [{ ts: minutesAgo(30), value: 6.2 }];
    await ingest({ batchId: "cb-1", devices: [{ sn: device.sn, readings, anomalies }] });
    await until(() => receiver.delivered().length >= 3 && parent.delivered().length >= 3);
    for (const r of [receiver, parent]) {
      const got = r.delivered();
      expect(got.map((g) => g.type)).toEqual(["device.first_used", "anomaly.raised", "anomaly.raised"]);
      expect(got.every((g) => g.verified && g.sn === device.sn)).toBe(true);
      expect(got.every((g) => /^msg_[0-9a-f]{32}$/.test(g.id) && g.headers["webhook-timestamp"])).toBe(true);
      expect(got[1]!.body).toMatchObject({
        type: "anomaly.raised",
        data: { sn: device.sn, kind: "SENSOR_ABNORMAL", ts: anomalies[0]!.ts, organisation: { id: org.id } },
      });
      expect(got[0]!.body).toMatchObject({ data: { firstUseAt: readings[0]!.ts } });
    }
    // A signature made with another secret does not verify.
    const forged = await startReceiver(
      () => `whsec_${Buffer.from("another secret of 32 bytes......").toString("base64")}`,
    );
    await connect(t.h, org.id, forged.url, TEST_SECRET);
    await ingest({
      batchId: "cb-2",
      devices: [{ sn: device.sn, anomalies: [{ ts: minutesAgo(5), kind: "LOW_BATTERY" }] }],
    });
    await until(() => forged.got.length >= 1);
    expect(forged.got[0]!.verified).toBe(false);
    await forged.close();
    await connect(t.h, org.id, receiver.url, TEST_SECRET);
  });

  it("sends nothing for anomalies already stored (a re-upload) and nothing to organisations without a callback URL", async () => {
    const count = async () =>
      (await t.h.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM callback_deliveries`))[0]!.n;
    const device = await deviceOf(demoSn(2));
    const before = await count();
    await ingest({ batchId: "cb-3", devices: [{ sn: device.sn, anomalies: [FIXED] }] });
    expect(await count()).toBe(before + 2); // its organisation and the parent
    await ingest({ batchId: "cb-4", devices: [{ sn: device.sn, anomalies: [FIXED] }] });
    expect(await count()).toBe(before + 2);
    // A device none of whose organisations has a callback URL: nothing.
    const [other] = await t.h.rows<{ sn: string }>(sql`
      SELECT d.sn FROM devices d JOIN organisations o ON o.id = d.org_id
      WHERE NOT EXISTS (SELECT 1 FROM organisations a WHERE a.callback_url IS NOT NULL
        AND a.id = ANY(string_to_array(trim(both '/' from o.path), '/')::int[])) LIMIT 1`);
    await ingest({ batchId: "cb-5", devices: [{ sn: other!.sn, anomalies: [FIXED] }] });
    expect(await count()).toBe(before + 2);
  });

  it("retries while the receiver is down and then delivers every event once, in order per device", async () => {
    const device = await deviceOf(demoSn(3));
    const org = await orgOf(device.orgId);
    await connect(t.h, org.id, receiver.url, TEST_SECRET);
    receiver.setStatus(503);
    const mark = receiver.got.length;
    await ingest({
      batchId: "cb-6",
      devices: [
        { sn: device.sn, anomalies: [1, 2, 3].map((i) => ({ ts: minutesAgo(30 - i), kind: KINDS[i]! })) },
      ],
    });
    await ingest({
      batchId: "cb-7",
      devices: [{ sn: device.sn, anomalies: [{ ts: minutesAgo(2), kind: KINDS[4]! }] }],
    });
    const down = () => receiver.got.slice(mark).filter((g) => g.sn === device.sn);
    await until(() => down().length >= 3, 5000);
    // While the first event fails, the device's later events wait for it.
    expect(new Set(down().map((g) => g.id)).size).toBe(1);
    const [pending] = (await deliveriesOf(t.h, org.id)).filter((d) => d.status === "PENDING");
    expect(pending!.last_error).toBe("HTTP 503");
    receiver.setStatus(200);
    await until(() => receiver.delivered().filter((g) => g.sn === device.sn).length >= 4 + 0, 8000);
    const ok = receiver.delivered().filter((g) => g.sn === device.sn && g.type === "anomaly.raised");
    expect(ok.map((g) => (g.body.data as { kind: string }).kind)).toEqual(KINDS.slice(1, 5));
    expect(new Set(ok.map((g) => g.id)).size).toBe(4);
    const open = async () => (await deliveriesOf(t.h, org.id)).filter((d) => d.status !== "DELIVERED");
    await eventually(async () => (await open()).length === 0);
    expect(await open()).toEqual([]);
  });

  it("gives up after the schedule is spent and keeps the last error", async () => {
    const device = await deviceOf(demoSn(4));
    const org = await orgOf(device.orgId);
    const dead = await startReceiver(() => TEST_SECRET);
    dead.setStatus(500);
    await connect(t.h, org.id, dead.url, TEST_SECRET);
    await t.h.db.transaction((tx) =>
      enqueueCallback(tx, { type: "log.available", deviceId: device.id, data: { commandId: "c1" } }),
    );
    await until(() => dead.got.length >= FAST.delays.length + 1, 8000);
    const [row] = (await deliveriesOf(t.h, org.id)).filter((d) => d.event_type === "log.available");
    const final = async () => (await deliveriesOf(t.h, org.id)).find((d) => d.id === row!.id);
    await eventually(async () => (await final())?.status === "FAILED");
    expect(await final()).toMatchObject({ status: "FAILED", attempts: 8, last_error: "HTTP 500" });
    expect(dead.got.length).toBe(8);
    await dead.close();
    await connect(t.h, org.id, receiver.url, TEST_SECRET);
  });

  it("loses and repeats nothing across a restart of the API", async () => {
    const device = await deviceOf(demoSn(5));
    const org = await orgOf(device.orgId);
    await connect(t.h, org.id, receiver.url, TEST_SECRET);
    receiver.setStatus(503);
    const log = pino({ level: "silent" });
    await t.h.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++)
        await enqueueCallback(tx, { type: "upgrade.outcome", deviceId: device.id, data: { n: i } });
    });
    await until(() => receiver.got.some((g) => g.sn === device.sn), 3000);
    await t.server.close();
    receiver.setStatus(200);
    // Restarted on the same database: the pending deliveries are rows, picked up again.
    t.server = await createAppServer(t.h, t.config, log, { callbacks: FAST });
    t.url = `http://127.0.0.1:${await t.server.listen(0, "127.0.0.1")}`;
    await until(() => receiver.delivered().filter((g) => g.sn === device.sn).length >= 20, 10_000);
    const ok = receiver.delivered().filter((g) => g.sn === device.sn);
    expect(ok.map((g) => (g.body.data as { n: number }).n)).toEqual([...Array(20).keys()]);
    expect(new Set(ok.map((g) => g.id)).size).toBe(20);
  });

  it("writes one event per new anomaly of a large upload too (the COPY path), and none for its repeat", async () => {
    const device = await deviceOf(demoSn(7));
    const org = await orgOf(device.orgId);
    await connect(t.h, org.id, receiver.url, TEST_SECRET);
    const many = Array.from({ length: 700 }, (_, i) => ({
      ts: minutesAgo(600 - i * 0.5),
      kind: "SIGNAL_LOSS",
    }));
    const events = async () =>
      (await deliveriesOf(t.h, org.id)).filter((d) => d.event_type === "anomaly.raised").length;
    const before = await events();
    await ingest({ batchId: "cb-big-1", devices: [{ sn: device.sn, anomalies: many }] });
    expect((await events()) - before).toBe(700);
    await ingest({ batchId: "cb-big-2", devices: [{ sn: device.sn, anomalies: many }] });
    expect((await events()) - before).toBe(700);
  });

  it("tells the partners of both trees when a device moves, in the operation log", async () => {
    const admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    const device = await deviceOf(demoSn(11));
    const from = await orgOf(device.orgId);
    const [to] = await t.h.rows<{ id: number }>(
      sql`SELECT id FROM organisations WHERE id <> ${from.id} AND parent_id IS NOT NULL AND status = 'ACTIVE'
          AND NOT (${from.path} LIKE path || '%') ORDER BY id DESC LIMIT 1`,
    );
    await connect(t.h, from.id, `${receiver.url}?org=from`, TEST_SECRET);
    await connect(t.h, to!.id, `${receiver.url}?org=to`, TEST_SECRET);
    const moved = await admin.gql<{ moveDevice: { sn: string } }>(
      `mutation($id: ID!, $o: Int!) { moveDevice(id: $id, orgId: $o) { sn } }`,
      { id: String(device.id), o: to!.id },
    );
    expect(moved.errors).toBeUndefined();
    expect((await deviceOf(demoSn(11))).orgId).toBe(to!.id);
    const got = () => receiver.delivered().filter((g) => g.type === "device.moved" && g.sn === device.sn);
    const tagged = () => got().flatMap((g) => g.path.split("?").slice(1));
    await until(() => tagged().length >= 2);
    // Other organisations up either tree with a callback URL hear of it too (untagged paths).
    expect(tagged().sort()).toEqual(["org=from", "org=to"]);
    expect(got().find((g) => g.path.endsWith("org=to"))!.body).toMatchObject({
      data: {
        fromOrganisation: { id: from.id },
        toOrganisation: { id: to!.id },
        organisation: { id: to!.id },
      },
    });
    // As the partner guide's example shows it.
    const example = guideCallbackExamples().find(
      (e) => e.type === "device.moved" && !e.data.organisationMove,
    );
    expect(keysOf(got()[0]!.body)).toEqual(keysOf(example));
    const [entry] = await t.h.rows<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE action = 'device.move' AND entity_id = ${String(device.id)}`,
    );
    expect(entry).toBeDefined();
    const outside = await admin.gql(`mutation($id: ID!) { moveDevice(id: $id, orgId: 999999) { sn } }`, {
      id: String(device.id),
    });
    expect(outside.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: { orgId: "device.orgOutOfScope" },
    });
    const missing = await admin.gql(`mutation { moveDevice(id: "2147483648", orgId: 1) { sn } }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
