import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import pino from "pino";
import { DEMO_INGEST_CLIENT, accounts, demoSn, sessions } from "@cgm/db";
import { Caller, code, listen, startHarness, testDrivers, type Harness, until } from "./harness";
import { loadConfig } from "../src/config";
import { createAppServer } from "../src/server";
import { publishAccessChanged } from "../src/live/access";

const BASIC = `Basic ${Buffer.from(`${DEMO_INGEST_CLIENT.clientId}:${DEMO_INGEST_CLIENT.secret}`).toString("base64")}`;
let batchNo = 0;
let second = 0;
const deviceTokens = new Map<string, string>();

/**
 * Uploads one reading of a demo device, a little later each time, as its app does: with the demo client's
 * credentials, or with the device token that pairing through that client gives where ingest wants one.
 */
async function upload(base: string, sn: string): Promise<Response> {
  const ts = new Date(Date.now() - 600_000 + ++second * 1000).toISOString();
  const send = (authorization: string) =>
    fetch(`${base}/ingest/v1/batches`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization },
      body: JSON.stringify({
        batchId: `session-${process.pid}-${batchNo++}`,
        devices: [{ sn, readings: [{ ts, value: 6.1 }] }],
      }),
    });
  const known = deviceTokens.get(`${base} ${sn}`);
  if (known) return send(`Bearer ${known}`);
  const res = await send(BASIC);
  if (res.status !== 401) return res;
  const pair = await fetch(`${base}/device/v1/pair`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: BASIC },
    body: JSON.stringify({ sn }),
  });
  const { deviceToken } = (await pair.json()) as { deviceToken?: string };
  if (!deviceToken) throw new Error(`pairing ${sn} answered ${pair.status}`);
  deviceTokens.set(`${base} ${sn}`, deviceToken);
  return send(`Bearer ${deviceToken}`);
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const closeCode = (errors: unknown[]) => (errors[0] as { code?: number } | undefined)?.code;
const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) }`;
const SN = demoSn(2);
const READINGS = `subscription { glucoseReadings(sn: "${SN}") { sn readings { ts } } }`;

describe.each(testDrivers())("sessions and their live connections on $name", ({ open }) => {
  let t: Harness;
  beforeAll(async () => {
    t = await startHarness(await open());
  });
  afterAll(async () => t?.close());

  /** A live subscription that has seen one reading, so it is known to be working. */
  async function liveSubscription(c: Caller) {
    const sub = listen(c, READINGS);
    await pause(300);
    expect((await upload(t.url, SN)).status).toBe(200);
    await until(() => sub.events.length > 0);
    expect(sub.events).toHaveLength(1);
    return sub;
  }

  it("closes the session's WebSocket at logout, and sends it nothing ingested afterwards", async () => {
    const c = new Caller(t.url);
    await c.login("scope-all", "demo1234");
    const sub = await liveSubscription(c);
    const started = Date.now();
    await c.gql(`mutation { logout }`);
    expect((await upload(t.url, SN)).status).toBe(200);
    await until(() => sub.errors.length > 0, 5000);
    const ms = Date.now() - started;
    console.info(`WebSocket closed ${ms} ms after logout was sent`);
    expect(closeCode(sub.errors)).toBe(4401);
    expect(ms).toBeLessThan(2000);
    await pause(500);
    expect(sub.events).toHaveLength(1);
    await sub.close();
  });

  it("closes the WebSockets of every session of the account at a password change", async () => {
    const here = new Caller(t.url);
    const elsewhere = new Caller(t.url);
    await here.login("scope-all", "demo1234");
    await elsewhere.login("scope-all", "demo1234");
    const mine = await liveSubscription(here);
    const theirs = await liveSubscription(elsewhere);
    mine.events.length = 0;
    theirs.events.length = 0;
    const changed = await here.gql(CHANGE, {
      input: { currentPassword: "demo1234", newPassword: "newpass1", confirmPassword: "newpass1" },
    });
    expect(changed.errors).toBeUndefined();
    expect((await upload(t.url, SN)).status).toBe(200);
    await until(() => mine.errors.length > 0 && theirs.errors.length > 0, 5000);
    // The other session has ended; this browser's connection reconnects with its new session cookie.
    expect(closeCode(theirs.errors)).toBe(4401);
    expect(closeCode(mine.errors)).toBe(4205);
    await pause(500);
    expect(mine.events).toHaveLength(0);
    expect(theirs.events).toHaveLength(0);
    await Promise.all([mine.close(), theirs.close()]);
    // This browser goes on with its new session, live too.
    const again = await liveSubscription(here);
    await again.close();
  });

  it("refuses live data to a session that still owes a password change", async () => {
    const c = new Caller(t.url);
    await c.login("scope-subtree", "demo1234");
    await t.h.db
      .update(accounts)
      .set({ mustChangePassword: true })
      .where(eq(accounts.account, "scope-subtree"));
    try {
      const sub = listen(c, `subscription { glucoseReadings(sn: "${demoSn(6)}") { sn readings { ts } } }`);
      await pause(300);
      expect((await upload(t.url, demoSn(6))).status).toBe(200);
      await until(() => sub.events.length > 0 || sub.errors.length > 0);
      await pause(300);
      expect(sub.events.some((e) => e.data)).toBe(false);
      expect(JSON.stringify([...sub.events, ...sub.errors])).toMatch(/auth\.mustChangePassword/);
      await sub.close();
    } finally {
      await t.h.db
        .update(accounts)
        .set({ mustChangePassword: false })
        .where(eq(accounts.account, "scope-subtree"));
    }
  });

  it("does not count a live connection's background session check as a use of the session", async () => {
    const c = new Caller(t.url);
    await c.login("scope-custom", "demo1234");
    const sub = listen(c, `subscription { accessChanged }`);
    await pause(300);
    const [acc] = await t.h.db.select().from(accounts).where(eq(accounts.account, "scope-custom"));
    const mine = and(eq(sessions.accountId, acc!.id), isNull(sessions.revokedAt));
    await t.h.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '100 seconds'` })
      .where(mine);
    const lastSeen = async () => (await t.h.db.select().from(sessions).where(mine))[0]?.lastSeenAt;
    const before = await lastSeen();
    // An access change makes the connection check its session again, as it does every minute.
    publishAccessChanged({ accountIds: [acc!.id] });
    await until(() => sub.events.length > 0);
    await pause(300);
    expect(sub.errors).toEqual([]);
    expect(await lastSeen()).toEqual(before);
    await sub.close();
  });

  it("keeps a session that is used every 15 s alive at SESSION_IDLE_MINUTES=1, and ends it when idle", async () => {
    const config = loadConfig({ WEB_DIST: "/nonexistent", LOG_LEVEL: "silent", SESSION_IDLE_MINUTES: "1" });
    const server = await createAppServer(t.h, config, pino({ level: "silent" }));
    const port = await server.listen(0, "127.0.0.1");
    try {
      const c = new Caller(`http://127.0.0.1:${port}`);
      expect((await c.login("scope-org", "demo1234")).errors).toBeUndefined();
      // Fifteen seconds pass between requests: the server's clock (Date.now, which the session check and
      // its in-memory cache read) moves on at once, and with it what the session's touches write.
      let skew = 0;
      const realNow = Date.now.bind(Date);
      vi.spyOn(Date, "now").mockImplementation(() => realNow() + skew);
      const elapse = (seconds: number) => (skew += seconds * 1000);
      for (let i = 1; i <= 8; i++) {
        elapse(15);
        const me = await c.gql(`{ me { account } }`);
        expect({ request: i, code: code(me) }).toEqual({ request: i, code: undefined });
      }
      elapse(61);
      expect(code(await c.gql(`{ me { account } }`))).toBe("UNAUTHENTICATED");
    } finally {
      vi.restoreAllMocks();
      await server.close();
    }
  });
});
