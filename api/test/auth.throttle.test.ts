import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import { auditLog, loginFailures } from "@cgm/db";
import pino from "pino";
import WebSocket from "ws";
import { createClient } from "graphql-ws";
import { Caller, startHarness, testDrivers, type Harness, wsOnce } from "./harness";
import { LOCKOUT } from "../src/modules/auth/auth.service";
import { LOGIN_LIMITS } from "../src/auth/throttle";
import { loadConfig } from "../src/config";
import { createAppServer } from "../src/server";

/** A caller that signs in from a given client address, through the trusted proxy's header. */
function from(t: Pick<Harness, "url">, ip: string) {
  return (account: string, password: string) =>
    fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({
        query: `mutation($input: LoginInput!) { login(input: $input) { me { account } } }`,
        variables: { input: { account, password } },
      }),
    }).then(async (r) => {
      const body = (await r.json()) as { errors?: { extensions?: { messageId?: string } }[] };
      return body.errors?.[0]?.extensions?.messageId ?? "ok";
    });
}

/** How many passwords were checked and found wrong for an account: one audit row each. */
async function checked(t: Harness, account: string): Promise<number> {
  const [row] = await t.h.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, "login.failed"), eq(auditLog.actor, account)));
  return Number(row?.n ?? 0);
}

/** Signs in over HTTP, then signs out over a WebSocket that claims `ip` through X-Forwarded-For. */
async function logoutOverWs(url: string, ip: string): Promise<void> {
  const c = new Caller(url);
  await c.login("admin", "admin123");
  const headers = { cookie: c.cookie ?? "", "x-forwarded-for": ip };
  const client = createClient({
    url: `${url.replace("http", "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
  });
  await wsOnce(client, `mutation { logout }`);
  await client.dispose();
}

/** The address the audit log gave the latest sign-out. */
async function lastLogoutIp(t: Harness): Promise<string | null> {
  const [row] = await t.h.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.action, "logout"))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.ip ?? null;
}

describe.each(testDrivers())("sign-in throttling on $name", ({ open }) => {
  let t: Harness;
  beforeAll(async () => {
    // The test speaks for many client addresses through a proxy on loopback it trusts.
    t = await startHarness(await open(), { TRUST_PROXY: "loopback" });
  });
  afterAll(async () => t?.close());

  it("checks at most the allowed number of 100 parallel wrong passwords, then refuses the right one", async () => {
    const login = from(t, "203.0.113.10");
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login("scope-subtree", `wrong-password-${i}`)),
    );
    const verified = await checked(t, "scope-subtree");
    console.info(`passwords checked out of 100 parallel attempts: ${verified}`);
    expect(verified).toBeLessThanOrEqual(LOCKOUT.attempts);
    expect(answers.filter((a) => a === "auth.invalid").length).toBe(verified);
    expect(answers.filter((a) => a === "auth.locked").length).toBe(100 - verified);
    expect(await login("scope-subtree", "demo1234")).toBe("auth.locked");
  });

  it("lets the owner sign in from another address while one address is locked out of the account", async () => {
    const attacker = from(t, "198.51.100.7");
    for (let i = 0; i < LOCKOUT.attempts; i++)
      expect(await attacker("scope-org", `guess-${i}`)).toBe("auth.invalid");
    expect(await attacker("scope-org", "demo1234")).toBe("auth.locked");
    expect(await from(t, "192.0.2.44")("scope-org", "demo1234")).toBe("ok");
    // The owner's success ends the account's counters, but not the attacker's lock on its own address.
    expect(await attacker("scope-org", "demo1234")).toBe("auth.locked");
  });

  it("counts an IPv6 client by its /64, so rotating addresses inside it does not help", async () => {
    for (let i = 0; i < LOCKOUT.attempts; i++) {
      expect(await from(t, `2001:db8:1:2::${i + 1}`)("scope-personal", `guess-${i}`)).toBe("auth.invalid");
    }
    expect(await from(t, "2001:db8:1:2::99")("scope-personal", "demo1234")).toBe("auth.locked");
    expect(await from(t, "2001:db8:1:3::1")("scope-personal", "demo1234")).toBe("ok");
  });

  it("still stops a brute force spread over many addresses, at the per-account ceiling", async () => {
    const tries = LOGIN_LIMITS.account.attempts + 10;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        from(t, `10.9.${i >> 8}.${i & 255}`)("scope-custom", `guess-${i}`),
      ),
    );
    expect(answers.filter((a) => a === "auth.invalid").length).toBe(LOGIN_LIMITS.account.attempts);
    expect(await from(t, "10.10.0.1")("scope-custom", "demo1234")).toBe("auth.locked");
    expect(await checked(t, "scope-custom")).toBe(LOGIN_LIMITS.account.attempts);
  });

  it("caps what unknown names from one address write: failure counters and audit rows", async () => {
    const login = from(t, "203.0.113.99");
    const before = (await t.h.db.select({ n: sql<number>`count(*)::int` }).from(loginFailures))[0]?.n ?? 0;
    const beforeAudit = (await t.h.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;
    for (let i = 0; i < 100; i++) await login(`nobody-${i}`, "whatever1");
    const after = (await t.h.db.select({ n: sql<number>`count(*)::int` }).from(loginFailures))[0]?.n ?? 0;
    const afterAudit = (await t.h.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;
    const cap = LOGIN_LIMITS.address.attempts;
    expect(Number(after) - Number(before)).toBeLessThanOrEqual(2 * cap + 1);
    // One row per checked password, and one per lock (the address's own lock is not an account's).
    expect(Number(afterAudit) - Number(beforeAudit)).toBeLessThanOrEqual(cap);
    expect(await login("scope-all", "demo1234")).toBe("auth.locked");
  });

  it("reads the client address of a WebSocket through the configured proxy as well", async () => {
    await logoutOverWs(t.url, "198.51.100.77");
    expect(await lastLogoutIp(t)).toBe("198.51.100.77");
  });

  it("believes X-Forwarded-For only from a configured proxy", async () => {
    const direct = await createAppServer(
      t.h,
      loadConfig({ WEB_DIST: "/nonexistent", LOG_LEVEL: "silent" }),
      pino({ level: "silent" }),
    );
    const port = await direct.listen(0, "127.0.0.1");
    try {
      const base = { url: `http://127.0.0.1:${port}` };
      for (let i = 0; i < LOCKOUT.attempts; i++) {
        expect(await from(base, `192.0.2.${i + 1}`)("scope-all", `guess-${i}`)).toBe("auth.invalid");
      }
      // Each claimed a different address, but they all came from this one peer.
      expect(await from(base, "192.0.2.200")("scope-all", "demo1234")).toBe("auth.locked");
      await logoutOverWs(base.url, "192.0.2.201");
      expect(await lastLogoutIp(t)).toBe("127.0.0.1");
    } finally {
      await direct.close();
    }
  });
});
