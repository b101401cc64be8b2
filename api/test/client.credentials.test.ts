import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centers, countries, demoSn } from "@cgm/db";
import { CLIENT_MSG } from "@cgm/domain";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";
import { expectConflict } from "./localisation.fixtures";
import { CLIENT_OPS as OP, makeClient, type ClientRow } from "./client.fixtures";
import { clientAuth, pairRequest } from "./pairing.helpers";

/** Device apps authenticating as clients of Client management (POST /device/v1/pair). */
describe.each(testDrivers())("client credentials on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  const country: Record<string, string> = {};
  const center: Record<string, string> = {};
  let next = 40;
  /** Pairs the next demo SN with these credentials: the status and the JSON answer. */
  const pair = async (creds: { clientId: string; secret: string } | string) => {
    const auth = typeof creds === "string" ? creds : clientAuth(creds);
    const res = await pairRequest(t.url, demoSn(next++), auth);
    return { status: res.status, body: (await res.json()) as { error?: string; message?: string } };
  };
  const input = (over: Record<string, unknown> = {}) => ({
    clientName: "Clinic app",
    clientType: "IOS",
    centerId: center.EMEA,
    countryIds: [country.FR],
    ...over,
  });

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    for (const r of await t.h.db.select({ id: countries.id, code: countries.code }).from(countries))
      country[r.code] = String(r.id);
    for (const r of await t.h.db.select({ id: centers.id, code: centers.code }).from(centers))
      center[r.code] = String(r.id);
  });
  afterAll(async () => t?.close());

  it("pairs with a new client's credentials; a new secret cuts the old one off at once", async () => {
    const { client, secret } = await makeClient(admin, input());
    expect((await pair({ clientId: client.clientId, secret })).status).toBe(201);
    const rotated = await admin.gql<{ rotateClientSecret: { secret: string; client: ClientRow } }>(
      OP.rotate,
      {
        id: client.id,
      },
    );
    const fresh = rotated.data!.rotateClientSecret;
    expect(fresh.client.clientId).toBe(client.clientId);
    expect(fresh.secret).not.toBe(secret);
    const old = await pair({ clientId: client.clientId, secret });
    expect(old).toEqual({
      status: 401,
      body: { error: "UNAUTHENTICATED", message: "Valid client credentials are required" },
    });
    expect((await pair({ clientId: client.clientId, secret: fresh.secret })).status).toBe(201);
  });

  it("refuses a disabled client with a clear 401 until it is enabled again, and a deleted one at once", async () => {
    const { client, secret } = await makeClient(admin, input());
    const creds = { clientId: client.clientId, secret };
    const off = await admin.gql<{ setClientStatus: ClientRow }>(OP.status, {
      id: client.id,
      status: "DISABLED",
    });
    expect(off.data!.setClientStatus.status).toBe("DISABLED");
    expect(await pair(creds)).toEqual({
      status: 401,
      body: { error: "UNAUTHENTICATED", message: "This client is disabled in Client management" },
    });
    // A wrong secret learns nothing about the client's status.
    expect((await pair({ ...creds, secret: "wrong" })).body.message).toBe(
      "Valid client credentials are required",
    );
    await admin.gql(OP.status, { id: client.id, status: "ACTIVE" });
    expect((await pair(creds)).status).toBe(201);
    expect((await admin.gql(OP.remove, { id: client.id })).data).toEqual({ deleteClient: true });
    expect(await pair(creds)).toMatchObject({ status: 401, body: { error: "UNAUTHENTICATED" } });
  });

  it("answers malformed credentials with 401, never a server error", async () => {
    const b64 = (s: string) => `Basic ${Buffer.from(s).toString("base64")}`;
    for (const auth of [
      b64("demo-app\u0000:demo-app-secret"),
      b64(`${"x".repeat(65)}:secret`),
      b64(":secret"),
      b64("no-colon"),
      `Basic ${"A".repeat(5000)}`,
      "Bearer demo-app",
    ])
      expect((await pair(auth)).status, auth.slice(0, 40)).toBe(401);
  });

  it("syncs the Android client's center and support countries onto another client", async () => {
    const { client } = await makeClient(admin, input({ clientName: "iPhone app" }));
    const synced = await admin.gql<{ syncClientFromAndroid: ClientRow }>(OP.sync, { id: client.id });
    // demo-app: the oldest enabled Android client (China Center; China and Singapore).
    expect(synced.data!.syncClientFromAndroid).toMatchObject({
      clientName: "iPhone app",
      clientType: "IOS",
      center: { id: center.CN, name: "China Center" },
    });
    expect(synced.data!.syncClientFromAndroid.countries.map((c) => c.countryCode)).toEqual(["CN", "SG"]);
    // Disabled Android clients are not copied from: with none enabled, a clear error and no change.
    const demo = (
      await admin.gql<{ clients: { items: ClientRow[] } }>(OP.list, { filter: { clientType: "ANDROID" } })
    ).data!.clients.items;
    for (const c of demo) await admin.gql(OP.status, { id: c.id, status: "DISABLED" });
    const other = await makeClient(admin, input({ clientName: "Other" }));
    expectConflict(await admin.gql(OP.sync, { id: other.client.id }), CLIENT_MSG.noAndroidClient);
    const still = await admin.gql<{ client: ClientRow }>(OP.one, { id: other.client.id });
    expect(still.data!.client.center?.id).toBe(center.EMEA);
    for (const c of demo) await admin.gql(OP.status, { id: c.id, status: "ACTIVE" });
  });
});
