import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { auditLog, clients, demoSn, devices, glucoseReadings } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { clientAuth, pairDevice, pairRequest } from "./pairing.helpers";

interface IngestBody {
  stored: number;
  rejected: number;
  errors: { path: string; code: string; message: string }[];
}
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const OTHER_CLIENT = { clientId: "other-app", secret: "other-app-secret" };
const RELEASE = `mutation($id: ID!) { releaseDevicePairing(id: $id) { sn pairedAt } }`;

describe.each(testDrivers())("device pairing on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  const post = async (body: unknown, auth?: string) => {
    const res = await fetch(`${t.url}/ingest/v1/batches`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as IngestBody };
  };
  const deviceOf = async (sn: string) => (await t.h.db.select().from(devices).where(eq(devices.sn, sn)))[0]!;
  const readingsOf = async (sn: string) => {
    const [n] = await t.h.db
      .select({ n: count() })
      .from(glucoseReadings)
      .where(eq(glucoseReadings.deviceId, (await deviceOf(sn)).id));
    return n!.n;
  };

  beforeAll(async () => {
    t = await startHarness(await open());
    await t.h.db.insert(clients).values({
      clientId: OTHER_CLIENT.clientId,
      name: "Another phone app",
      type: "ANDROID",
      secretHash: createHash("sha256").update(OTHER_CLIENT.secret).digest("hex"),
    });
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
  });
  afterAll(async () => t?.close());

  it("pairs an SN once through a client; the token is stored hashed; unknown and malformed SNs are refused cleanly", async () => {
    const sn = demoSn(20);
    const res = await pairRequest(t.url, sn.toLowerCase());
    expect(res.status).toBe(201);
    const body = (await res.json()) as { sn: string; deviceToken: string };
    expect(body.sn).toBe(sn);
    const stored = await deviceOf(sn);
    expect(stored.deviceTokenHash).toBe(createHash("sha256").update(body.deviceToken).digest("hex"));
    expect(stored.pairedClient).toBe("demo-app");
    expect(JSON.stringify(stored)).not.toContain(body.deviceToken);
    expect((await pairRequest(t.url, sn)).status).toBe(409);
    expect((await pairRequest(t.url, "CGM999999999")).status).toBe(404);
    expect((await pairRequest(t.url, "short")).status).toBe(400);
    expect(
      (await pairRequest(t.url, demoSn(21), clientAuth({ clientId: "demo-app", secret: "x" }))).status,
    ).toBe(401);
  });

  it("an app credential cannot write an SN paired through another pairing (issue 17.4)", async () => {
    const mine = demoSn(22);
    const theirs = demoSn(23);
    const readings = [{ ts: minutesAgo(3), value: 6.6 }];
    // The client credentials that ship in every app: refused by the ingest endpoint, before and after
    // the SN is paired.
    const withCredentials = () =>
      Promise.all(
        [clientAuth(), clientAuth(OTHER_CLIENT)].map(
          async (auth) => (await post({ batchId: "cred", devices: [{ sn: mine, readings }] }, auth)).status,
        ),
      );
    expect(await withCredentials()).toEqual([401, 401]);
    await pairDevice(t.url, mine);
    const otherToken = await pairDevice(t.url, theirs, clientAuth(OTHER_CLIENT));
    expect(await withCredentials()).toEqual([401, 401]);
    // Another pairing's token, in the header or in the entry: the entry is refused, nothing stored.
    const asHeader = await post(
      { batchId: "other-1", devices: [{ sn: mine, readings }] },
      `Bearer ${otherToken}`,
    );
    const inEntry = await post({
      batchId: "other-2",
      devices: [{ sn: mine, deviceToken: otherToken, readings, info: { phoneModel: "Stolen" } }],
    });
    for (const r of [asHeader, inEntry]) {
      expect(r.status).toBe(200);
      expect(r.body.stored).toBe(0);
      expect(r.body.errors.map((e) => `${e.path} ${e.code}`)).toEqual(["devices[0].sn NOT_PAIRED"]);
    }
    expect(await readingsOf(mine)).toBe(0);
    expect((await deviceOf(mine)).phoneModel).toBeNull();
    // And the other client cannot take the SN over by pairing it again.
    expect((await pairRequest(t.url, mine, clientAuth(OTHER_CLIENT))).status).toBe(409);
  });

  it("a device token writes only its own SN; a batch of several devices carries each one's token", async () => {
    const a = demoSn(24);
    const b = demoSn(25);
    const ta = await pairDevice(t.url, a);
    const tb = await pairDevice(t.url, b);
    const r = await post(
      {
        batchId: "only-own",
        devices: [
          { sn: a, readings: [{ ts: minutesAgo(4), value: 6 }] },
          { sn: b, readings: [{ ts: minutesAgo(4), value: 6 }] },
        ],
      },
      `Bearer ${ta}`,
    );
    expect(r.body.stored).toBe(1);
    expect(r.body.errors.map((e) => `${e.path} ${e.code}`)).toEqual(["devices[1].sn NOT_PAIRED"]);
    expect([await readingsOf(a), await readingsOf(b)]).toEqual([1, 0]);
    const both = await post({
      batchId: "each-own",
      devices: [
        { sn: a, deviceToken: ta, readings: [{ ts: minutesAgo(2), value: 6 }] },
        { sn: b, deviceToken: tb, readings: [{ ts: minutesAgo(2), value: 6 }] },
      ],
    });
    expect(both.body).toMatchObject({ stored: 2, errors: [] });
  });

  it("re-pairing waits for an operator's release, within the operator's data scope, written to the log", async () => {
    const sn = demoSn(2); // not a device scope-personal registered
    const old = await pairDevice(t.url, sn);
    expect((await pairRequest(t.url, sn)).status).toBe(409);
    const { id } = await deviceOf(sn);

    const outsider = new Caller(t.url);
    await outsider.login("scope-personal", "demo1234");
    const refused = await outsider.gql(RELEASE, { id: String(id) });
    expect(refused.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await pairRequest(t.url, sn)).status).toBe(409);

    const released = await admin.gql<{ releaseDevicePairing: { sn: string; pairedAt: string | null } }>(
      RELEASE,
      {
        id: String(id),
      },
    );
    expect(released.errors).toBeUndefined();
    expect(released.data?.releaseDevicePairing).toEqual({ sn, pairedAt: null });
    const [logged] = await t.h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "device.releasePairing"), eq(auditLog.entityId, String(id))));
    expect(logged?.actor).toBe("admin");
    expect(JSON.stringify(logged?.before)).toContain("demo-app");
    // The released token writes nothing any more; releasing again is a clean conflict.
    expect((await post({ batchId: "old", devices: [{ sn, readings: [] }] }, `Bearer ${old}`)).status).toBe(
      401,
    );
    expect((await admin.gql(RELEASE, { id: String(id) })).errors?.[0]?.extensions?.code).toBe("CONFLICT");

    const fresh = await pairDevice(t.url, sn, clientAuth(OTHER_CLIENT));
    const r = await post(
      { batchId: "new", devices: [{ sn, readings: [{ ts: minutesAgo(1), value: 7 }] }] },
      `Bearer ${fresh}`,
    );
    expect(r.body).toMatchObject({ stored: 1, errors: [] });
    const shown = await admin.gql<{ device: { pairedAt: string | null } }>(
      `query($sn: String!) { device(sn: $sn) { pairedAt } }`,
      { sn },
    );
    expect(shown.data?.device.pairedAt).not.toBeNull();
  });

  it("refuses readings before the device's inventory time or older than a sensor's life, item by item", async () => {
    const sn = demoSn(26);
    const token = await pairDevice(t.url, sn);
    const before = await deviceOf(sn);
    const recent = minutesAgo(10);
    const r = await post(
      {
        batchId: "old-readings",
        devices: [
          {
            sn,
            readings: [
              { ts: "2001-01-01T00:00:00Z", value: 6 },
              { ts: minutesAgo(15 * 24 * 60), value: 6 },
              { ts: recent, value: 6.5 },
            ],
            anomalies: [{ ts: "2001-01-01T00:05:00Z", kind: "SIGNAL_LOSS" }],
          },
        ],
      },
      `Bearer ${token}`,
    );
    expect(r.body.stored).toBe(1);
    expect(r.body.errors.map((e) => `${e.path} ${e.code}`)).toEqual([
      "devices[0].readings[0].ts BEFORE_INVENTORY",
      "devices[0].readings[1].ts TOO_OLD",
      "devices[0].anomalies[0].ts BEFORE_INVENTORY",
    ]);
    expect(r.body.errors[0]?.message).toContain(before.inventoryAt.toISOString());
    expect(r.body.errors[1]?.message).toContain("14 days");
    const after = await deviceOf(sn);
    expect(before.monitoringStartAt).toBeNull();
    expect(after.monitoringStartAt?.toISOString()).toBe(recent);
    expect(after.firstUseAt?.toISOString()).toBe(recent);
    expect(after.wornDays).toBeLessThanOrEqual(1);
  });

  it("100 parallel pairings of one SN yield exactly one token", async () => {
    const sn = demoSn(27);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        pairRequest(t.url, sn, clientAuth(i % 2 ? OTHER_CLIENT : undefined)).then(async (res) => ({
          status: res.status,
          token: ((await res.json()) as { deviceToken?: string }).deviceToken,
        })),
      ),
    );
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(99);
    const r = await post(
      { batchId: "race", devices: [{ sn, readings: [{ ts: minutesAgo(1), value: 6 }] }] },
      `Bearer ${won[0]!.token}`,
    );
    expect(r.body.stored).toBe(1);
  });
});
