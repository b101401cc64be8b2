import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createClient } from "graphql-ws";
import { and, desc, eq } from "drizzle-orm";
import { accounts, auditLog, organisations, type DbHandle } from "@cgm/db";
import { newErpKey } from "../src/auth/erp";
import { Caller, code, startHarness, testDrivers, wsOnce, type Harness } from "./harness";
import { publishAccessChanged } from "../src/live/access";

const ROTATE = `mutation($id: ID!) { rotateErpKey(id: $id) { key organisation { erpKeySet } } }`;
/** What the maker sees (staff queries), and what its key sees (the partner queries of the same rows). */
const TOTALS = `{ devices(page: { limit: 1 }) { total } }`;
const KEY_TOTALS = `{ devices: partnerDevices(page: { limit: 1 }) { total } }`;
type Totals = { devices: { total: number } };

async function org(h: DbHandle, number: string) {
  const [row] = await h.db.select().from(organisations).where(eq(organisations.number, number));
  return row!;
}

/** One request as a partner ERP system holding `key`. */
async function asKey(t: Harness, key: string, query: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: Totals; errors?: { extensions?: { code?: string } }[] };
}

/** A graphql-ws client authenticated by the key. */
function keySocket(t: Harness, key: string) {
  return createClient({
    url: `${t.url.replace("http", "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { authorization: `Bearer ${key}` } });
      }
    },
    retryAttempts: 0,
    lazy: true,
    lazyCloseTimeout: 60_000,
  });
}

describe.each(testDrivers())("ERP keys (issue 17.2) on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
  });
  afterAll(async () => t?.close());

  it("refuses to make a key for a subtree the caller's data scope does not cover", async () => {
    const north = await org(t.h, "ORG-0100");
    const beijing = await org(t.h, "ORG-0101");
    for (const [account, target] of [
      ["scope-org", north], // its own organisation, but not the clinics below it
      ["scope-personal", beijing], // personal data covers no organisation
    ] as const) {
      const c = new Caller(t.url);
      await c.login(account, "demo1234");
      const r = await c.gql(ROTATE, { id: target.id });
      expect(code(r), account).toBe("CONFLICT");
      expect(r.errors?.[0]?.extensions?.messageId).toBe("organisation.erpKeyScope");
      expect(await org(t.h, target.number)).toEqual(target);
    }
  });

  it("reads no more than its maker can now, and dies with its maker, over HTTP and the WebSocket", async () => {
    const north = await org(t.h, "ORG-0100");
    const maker = new Caller(t.url);
    await maker.login("scope-subtree", "demo1234"); // North Region and its clinics
    const made = await maker.gql<{ rotateErpKey: { key: string } }>(ROTATE, { id: north.id });
    expect(made.errors).toBeUndefined();
    const key = made.data!.rotateErpKey.key;
    const [me] = await t.h.db.select().from(accounts).where(eq(accounts.account, "scope-subtree"));
    expect((await org(t.h, "ORG-0100")).erpKeyCreatedBy).toBe(me!.id);

    // The operation log names who made it.
    const [logged] = await t.h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "organisation.rotateErpKey"), eq(auditLog.entityId, String(north.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged?.actor).toBe("scope-subtree");
    expect(logged?.after).toMatchObject({ madeBy: me!.id, madeByAccount: "scope-subtree" });

    const makerSees = (await maker.gql<Totals>(TOTALS)).data!;
    expect((await asKey(t, key, KEY_TOTALS)).data).toEqual(makerSees);
    // A partner key has its own permissions: no staff query (accounts, the console's device list).
    for (const staffOnly of [TOTALS, `{ accounts(page: { limit: 1 }) { total } }`])
      expect(code(await asKey(t, key, staffOnly))).toBe("FORBIDDEN");

    // The maker narrowed to its own organisation: so is the key, at once.
    await t.h.db.update(accounts).set({ dataScope: "ORG" }).where(eq(accounts.id, me!.id));
    publishAccessChanged({ accountIds: [me!.id] }); // as the account service does after such an edit
    const orgSees = (await maker.gql<Totals>(TOTALS)).data!;
    expect(orgSees.devices.total).toBeLessThan(makerSees.devices.total);
    expect((await asKey(t, key, KEY_TOTALS)).data).toEqual(orgSees);
    const ws = keySocket(t, key);
    expect(await wsOnce(ws, KEY_TOTALS)).toEqual({ data: orgSees });

    // The maker disabled: the key stops working, on HTTP and on the open socket.
    const off = await admin.gql(`mutation($id: ID!) { setAccountStatus(id: $id, status: DISABLED) { id } }`, {
      id: me!.id,
    });
    expect(off.errors).toBeUndefined();
    expect(code(await asKey(t, key, KEY_TOTALS))).toBe("UNAUTHENTICATED");
    const after = (await wsOnce(ws, KEY_TOTALS)) as { data?: unknown; errors?: unknown[]; closed?: number };
    expect(after.data).toBeUndefined();
    await ws.dispose();

    await admin.gql(`mutation($id: ID!) { setAccountStatus(id: $id, status: ACTIVE) { id } }`, {
      id: me!.id,
    });
    await t.h.db.update(accounts).set({ dataScope: "ORG_AND_SUB" }).where(eq(accounts.id, me!.id));
    publishAccessChanged({ accountIds: [me!.id] });
    expect((await asKey(t, key, KEY_TOTALS)).data).toEqual(makerSees);
  });

  it("a key whose maker is unknown or deleted reads nothing", async () => {
    const { key, hash } = newErpKey();
    await t.h.db
      .update(organisations)
      .set({ erpKeyHash: hash, erpKeyCreatedBy: null })
      .where(eq(organisations.number, "ORG-0300"));
    expect(code(await asKey(t, key, KEY_TOTALS))).toBe("UNAUTHENTICATED");
    await t.h.db
      .update(organisations)
      .set({ erpKeyCreatedBy: 2_000_000_000 })
      .where(eq(organisations.number, "ORG-0300"));
    expect(code(await asKey(t, key, KEY_TOTALS))).toBe("UNAUTHENTICATED");
  });
});
