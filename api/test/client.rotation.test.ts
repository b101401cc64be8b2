import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { centers, countries, demoSn, devices, glucoseReadings } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { CLIENT_OPS as OP, makeClient } from "./client.fixtures";
import { clientAuth, pairDevice, pairRequest } from "./pairing.helpers";

interface Answer {
  status: number;
  body: { code?: string; error?: string; stored?: number; errors?: { path: string; code: string }[] };
}
type Creds = { clientId: string; secret: string };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const RELEASE = `mutation($id: ID!) { releaseDevicePairing(id: $id) { sn } }`;
const CHANGED = "CLIENT_CREDENTIALS_CHANGED";

/**
 * Device tokens depend on the client they were paired through (issue 10.7): a new secret, a disabled
 * or a deleted client cuts ingest off at once (auth/device.ts, ingest/first-statement.ts).
 */
describe.each(testDrivers())("client secret rotation and ingest on $name", ({ name, open }) => {
  let t: Harness;
  let admin: Caller;
  let input: Record<string, unknown>;
  let batchNo = 0;
  /** One reading of an SN, the token in the header or (entry: true) in the entry. */
  const ingest = async (sn: string, token: string, minutes = 2 + (batchNo % 500) / 100): Promise<Answer> => {
    const res = await fetch(`${t.url}/ingest/v1/batches`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        batchId: `rot-${batchNo++}`,
        devices: [{ sn, readings: [{ ts: minutesAgo(minutes), value: 6.2 }] }],
      }),
    });
    return { status: res.status, body: (await res.json()) as Answer["body"] };
  };
  const pair = async (sn: string, c: Creds) => (await pairRequest(t.url, sn, clientAuth(c))).status;
  const readingsOf = async (sn: string) => {
    const [d] = await t.h.db.select({ id: devices.id }).from(devices).where(eq(devices.sn, sn));
    const [n] = await t.h.db
      .select({ n: count() })
      .from(glucoseReadings)
      .where(eq(glucoseReadings.deviceId, d!.id));
    return n!.n;
  };
  const rotate = async (id: string) =>
    (await admin.gql<{ rotateClientSecret: { secret: string } }>(OP.rotate, { id })).data!.rotateClientSecret
      .secret;
  const newClient = async (name: string) => {
    const { client, secret } = await makeClient(admin, { ...input, clientName: name });
    return { id: client.id, creds: { clientId: client.clientId, secret } };
  };

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    const [center] = await t.h.db.select({ id: centers.id }).from(centers).where(eq(centers.code, "EMEA"));
    const [fr] = await t.h.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "FR"));
    input = { clientType: "ANDROID", centerId: String(center!.id), countryIds: [String(fr!.id)] };
  });
  afterAll(async () => t?.close());

  it("a new secret refuses the old device token at once; the app pairs again with the new secret only", async () => {
    const sn = demoSn(30);
    const app = await newClient("Rotating app");
    const other = await newClient("Other app");
    const old = await pairDevice(t.url, sn, clientAuth(app.creds));
    expect(await ingest(sn, old)).toMatchObject({ status: 200, body: { stored: 1 } });

    const secret = await rotate(app.id);
    const refused = await ingest(sn, old);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: "UNAUTHENTICATED", code: CHANGED });
    expect(await readingsOf(sn)).toBe(1);
    // The old secret pairs nothing; another client cannot take the SN over, void pairing or not.
    expect(await pair(sn, app.creds)).toBe(401);
    expect(await pair(sn, other.creds)).toBe(409);
    // The same client with its new secret pairs the SN again without an operator's release, once.
    const fresh = await pairDevice(t.url, sn, clientAuth({ ...app.creds, secret }));
    expect(await pair(sn, { ...app.creds, secret })).toBe(409);
    expect(await ingest(sn, fresh)).toMatchObject({ status: 200, body: { stored: 1 } });
    // The old token's pairing is gone: it is just unknown now.
    expect(await ingest(sn, old)).toMatchObject({ status: 401, body: { code: "INVALID_DEVICE_TOKEN" } });
    expect(await pair(sn, other.creds)).toBe(409);
    expect(await readingsOf(sn)).toBe(2);
  });

  it("refuses an entry's token of a rotated client item by item, and stores the others", async () => {
    const [a, b] = [demoSn(31), demoSn(32)];
    const app = await newClient("Entry app");
    const ta = await pairDevice(t.url, a, clientAuth(app.creds));
    const tb = await pairDevice(t.url, b); // the demo client
    await rotate(app.id);
    const res = await fetch(`${t.url}/ingest/v1/batches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        batchId: "entries",
        devices: [a, b].map((sn, i) => ({
          sn,
          deviceToken: [ta, tb][i],
          readings: [{ ts: minutesAgo(3), value: 6 }],
        })),
      }),
    });
    const body = (await res.json()) as Answer["body"];
    expect(res.status).toBe(200);
    expect(body.stored).toBe(1);
    expect(body.errors?.map((e) => `${e.path} ${e.code}`)).toEqual([`devices[0].sn ${CHANGED}`]);
    expect([await readingsOf(a), await readingsOf(b)]).toEqual([0, 1]);
  });

  it("a disabled client's tokens are refused until it is enabled; a deleted client's for good", async () => {
    const sn = demoSn(33);
    const app = await newClient("Suspended app");
    const other = await newClient("Successor app");
    const token = await pairDevice(t.url, sn, clientAuth(app.creds));
    expect((await ingest(sn, token)).status).toBe(200);

    await admin.gql(OP.status, { id: app.id, status: "DISABLED" });
    expect(await ingest(sn, token)).toMatchObject({ status: 401, body: { code: "CLIENT_DISABLED" } });
    expect(await pair(sn, app.creds)).toBe(401);
    // Enabled again: a suspension, not a revocation; the same token writes again, nothing to pair.
    await admin.gql(OP.status, { id: app.id, status: "ACTIVE" });
    expect(await ingest(sn, token)).toMatchObject({ status: 200, body: { stored: 1 } });

    expect((await admin.gql(OP.remove, { id: app.id })).data).toEqual({ deleteClient: true });
    expect(await ingest(sn, token)).toMatchObject({ status: 401, body: { code: CHANGED } });
    // Another client needs an operator's release to pair a deleted client's device.
    expect(await pair(sn, other.creds)).toBe(409);
    const [d] = await t.h.db.select({ id: devices.id }).from(devices).where(eq(devices.sn, sn));
    expect((await admin.gql(RELEASE, { id: String(d!.id) })).errors).toBeUndefined();
    const next = await pairDevice(t.url, sn, clientAuth(other.creds));
    expect((await ingest(sn, next)).status).toBe(200);
    expect(await readingsOf(sn)).toBe(3);
  });

  it("50 parallel ingests during a rotation: each one answered 200 is stored, no other is, then all are refused", async () => {
    const sn = demoSn(34);
    const app = await newClient("Busy app");
    const token = await pairDevice(t.url, sn, clientAuth(app.creds));
    expect((await ingest(sn, token)).status).toBe(200);
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => ingest(sn, token, 3 + i / 10)),
      rotate(app.id).then(() => null),
    ]);
    const done = answers.filter((a): a is Answer => a !== null);
    const ok = done.filter((a) => a.status === 200);
    for (const a of done.filter((x) => x.status !== 200))
      expect(a).toMatchObject({ status: 401, body: { code: CHANGED } });
    expect(ok.every((a) => a.body.stored === 1)).toBe(true);
    expect(await readingsOf(sn)).toBe(1 + ok.length);
    expect((await ingest(sn, token)).body.code).toBe(CHANGED);
  });

  // Another process rotates (this one keeps the token in memory): the ingests that checked the token
  // before the commit wait on the client row, and once it commits they write nothing.
  it.skipIf(name === "pglite")(
    "ingests waiting on another instance's rotation write nothing once it commits",
    async () => {
      const raw = t.h.sql!;
      const sn = demoSn(35);
      const app = await newClient("Elsewhere app");
      const token = await pairDevice(t.url, sn, clientAuth(app.creds));
      expect((await ingest(sn, token)).status).toBe(200);
      let pending: Promise<Answer[]> | undefined;
      await raw.begin(async (tx) => {
        await tx`select id from clients where client_id = ${app.creds.clientId} for update`;
        await tx`update clients set secret_generation = secret_generation + 1, secret_hash = 'rotated'
          where client_id = ${app.creds.clientId}`;
        pending = Promise.all(Array.from({ length: 20 }, (_, i) => ingest(sn, token, 5 + i / 10)));
        // Polled on the other pool: the waiting ingests may hold every connection of this one.
        const waiting = async () =>
          (
            await t.h.rows<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`)
          )[0]!.n;
        for (let i = 0; i < 100 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
        expect(await waiting()).toBeGreaterThan(0);
      });
      for (const a of await pending!) expect(a).toMatchObject({ status: 401, body: { code: CHANGED } });
      expect(await readingsOf(sn)).toBe(1);
    },
  );
});
