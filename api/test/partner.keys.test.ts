/**
 * Partner keys (issue 13.1, 13.5, 13.6): a rotated key, a disabled organisation's key and a removed ERP
 * connection stop at once on HTTP and on an open WebSocket; the key authenticates in connection_init
 * too (browsers, Apollo Sandbox); partners may introspect and open the Sandbox page in production.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getIntrospectionQuery } from "graphql";
import { desc, eq } from "drizzle-orm";
import { auditLog } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, until, wsOnce, type Harness } from "./harness";
import { asKey, closeCode, collect, keySocket, makeKey, orgByNumber } from "./partner.helpers";

const DEVICES = `{ partnerDevices(page: { limit: 1 }) { total } }`;
const ANOMALIES = `subscription { deviceAnomalies { sn kind } }`;

describe.each(testDrivers())("partner keys on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
  });
  afterAll(async () => t?.close());

  /** A key of North Region with a live subscription open on it; resolves once the socket is known open. */
  async function liveKey(via: "header" | "params" = "header") {
    const key = await makeKey(t, admin, "ORG-0100");
    const client = keySocket(t, key, via);
    expect(await wsOnce(client, DEVICES)).toMatchObject({ data: { partnerDevices: {} } });
    const sub = collect(client, ANOMALIES);
    return { key, client, sub };
  }

  async function expectCut(key: string, live: Awaited<ReturnType<typeof liveKey>>) {
    expect(code(await asKey(t, key, DEVICES))).toBe("UNAUTHENTICATED");
    await until(() => live.sub.ended.length > 0, 5000);
    expect(closeCode(live.sub.ended[0])).toBe(4401);
    await live.client.dispose();
  }

  it("a rotated key stops at once on HTTP and on its open socket; the new key works", async () => {
    const live = await liveKey();
    const fresh = await makeKey(t, admin, "ORG-0100");
    await expectCut(live.key, live);
    expect((await asKey(t, fresh, DEVICES)).data).toMatchObject({
      partnerDevices: { total: expect.any(Number) },
    });
  });

  it("a disabled organisation's key stops at once, and works again when it is enabled", async () => {
    const live = await liveKey();
    const north = await orgByNumber(t.h, "ORG-0100");
    const status = `mutation($id: ID!, $s: OrganisationStatus!) { setOrganisationStatus(id: $id, status: $s) { status } }`;
    expect((await admin.gql(status, { id: north.id, s: "DISABLED" })).errors).toBeUndefined();
    await expectCut(live.key, live);
    expect((await admin.gql(status, { id: north.id, s: "ACTIVE" })).errors).toBeUndefined();
    expect((await asKey(t, live.key, DEVICES)).errors).toBeUndefined();
  });

  it("a removed ERP connection stops the key at once (a socket authenticated in connection_init too)", async () => {
    const live = await liveKey("params");
    const north = await orgByNumber(t.h, "ORG-0100");
    const removed = await admin.gql<{
      removeErpConnection: { erpKeySet: boolean; erpNumber: string | null };
    }>(`mutation($id: ID!) { removeErpConnection(id: $id) { erpKeySet erpNumber } }`, { id: north.id });
    expect(removed.data?.removeErpConnection).toEqual({ erpKeySet: false, erpNumber: null });
    const [logged] = await t.h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "organisation.removeErpConnection"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged).toMatchObject({
      actor: "admin",
      entityId: String(north.id),
      after: { erpNumber: null, callbackUrl: null },
    });
    await expectCut(live.key, live);
    // A key may not remove it (read-only, whatever its maker holds).
    const key = await makeKey(t, admin, "ORG-0100");
    const byKey = await asKey(t, key, `mutation($id: ID!) { removeErpConnection(id: $id) { id } }`, {
      id: north.id,
    });
    expect(code(byKey)).toBe("FORBIDDEN");
    expect((await asKey(t, key, DEVICES)).errors).toBeUndefined();
  });

  it("refuses unknown, malformed and oversized keys on both transports", async () => {
    for (const bad of ["cgm_erp_nope", "x".repeat(5000), "cgm_erp_\u0000"]) {
      const r = await fetch(`${t.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${encodeURIComponent(bad)}` },
        body: JSON.stringify({ query: DEVICES }),
      });
      const body = (await r.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    const socket = keySocket(t, "cgm_erp_nope");
    expect(await wsOnce(socket, DEVICES)).toEqual({ closed: 4403 });
    await socket.dispose();
  });

  it("keeps staff sessions out of the partner queries", async () => {
    expect(code(await admin.gql(DEVICES))).toBe("FORBIDDEN");
    expect(code(await new Caller(t.url).gql(DEVICES))).toBe("UNAUTHENTICATED");
  });
});

describe("the Sandbox with a partner key, in production", () => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    const { openDatabase } = await import("@cgm/db");
    t = await startHarness(await openDatabase(), { NODE_ENV: "production", ADMIN_PASSWORD: "admin123" });
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
  });
  afterAll(async () => t?.close());

  it("serves the page to a browser without a session and introspection to the key, not to anonymous callers", async () => {
    const page = await fetch(`${t.url}/graphql`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/sandbox/i);
    const key = await makeKey(t, admin, "ORG-0200");
    const schema = await asKey<{ __schema: { queryType: { name: string } } }>(
      t,
      key,
      getIntrospectionQuery(),
    );
    expect(schema.data?.__schema.queryType.name).toBe("Query");
    expect(code(await new Caller(t.url).gql(`{ __schema { queryType { name } } }`))).toBe("FORBIDDEN");
    // Over the WebSocket as the Sandbox does it: the key in connection_init.
    const socket = keySocket(t, key, "params");
    expect(await wsOnce(socket, `{ __schema { queryType { name } } }`)).toEqual({
      data: { __schema: { queryType: { name: "Query" } } },
    });
    await socket.dispose();
  });
});
