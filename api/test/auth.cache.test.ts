import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { accounts, organisations } from "@cgm/db";
import { publishAccessChanged } from "../src/live/access";
import {
  CACHE_LIFETIME_MS,
  cachedSession,
  keepSession,
  sessionGeneration,
  type CachedSession,
} from "../src/auth/sessionCache";
import type { Principal } from "../src/context";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";

// Issue 14.3: signed-in principals are kept in memory; every published access change drops them at once.
const ME = `{ me { account permissionCodes } }`;
const STATUS = `mutation($id: ID!, $s: AccountStatus!) { setAccountStatus(id: $id, status: $s) { id } }`;

/** A second browser tab of the same session: the same cookie, its own requests. */
const sameSession = (c: Caller) => Object.assign(new Caller(c.base), { cookie: c.cookie });

describe.each(testDrivers())("the session cache on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const accountId = async (account: string) =>
    (await t.h.db.select().from(accounts).where(eq(accounts.account, account)))[0]!.id;

  it("serves a used session from memory: a revocation nobody publishes shows only after its lifetime", async () => {
    const c = new Caller(t.url);
    await c.login("scope-personal", "demo1234");
    expect(code(await c.gql(ME))).toBeUndefined();
    // Behind the services' back: nothing is published, so the principal in memory still answers.
    await t.h.rows(
      sql`UPDATE sessions SET revoked_at = now() WHERE account_id = ${await accountId("scope-personal")}`,
    );
    expect(code(await c.gql(ME))).toBeUndefined();
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + CACHE_LIFETIME_MS + 1000);
    expect(code(await c.gql(ME))).toBe("UNAUTHENTICATED");
  });

  it("refuses a signed-out session on its very next request, in any tab", async () => {
    const c = new Caller(t.url);
    await c.login("scope-org", "demo1234");
    const tab = sameSession(c);
    expect(code(await tab.gql(ME))).toBeUndefined();
    await c.gql(`mutation { logout }`);
    expect(code(await tab.gql(ME))).toBe("UNAUTHENTICATED");
  });

  it("refuses a session at once when an administrator disables its account", async () => {
    const c = new Caller(t.url);
    await c.login("scope-custom", "demo1234");
    expect(code(await c.gql(ME))).toBeUndefined();
    const id = await accountId("scope-custom");
    expect((await admin.gql(STATUS, { id, s: "DISABLED" })).errors).toBeUndefined();
    expect(code(await c.gql(ME))).toBe("UNAUTHENTICATED");
    expect((await admin.gql(STATUS, { id, s: "ACTIVE" })).errors).toBeUndefined();
    await c.login("scope-custom", "demo1234");
    expect(code(await c.gql(ME))).toBeUndefined();
  });

  it("applies an organisation's narrowed functions to the next request of its accounts", async () => {
    const c = new Caller(t.url);
    await c.login("scope-subtree", "demo1234");
    const before = (await c.gql<{ me: { permissionCodes: string[] } }>(ME)).data!.me.permissionCodes;
    expect(before.length).toBeGreaterThan(0);
    const [north] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0100"));
    const set = await admin.gql(`mutation($id: ID!) { setOrganisationFunctions(id: $id, menuIds: []) }`, {
      id: north!.id,
    });
    expect(set.errors).toBeUndefined();
    expect((await c.gql<{ me: { permissionCodes: string[] } }>(ME)).data?.me.permissionCodes).toEqual([]);
  });
});

describe("what an access change drops", () => {
  const principal = (over: Partial<Principal>): Principal => ({
    kind: "staff",
    accountId: 9_000_001,
    account: "x",
    name: "x",
    orgId: 9_000_004,
    orgPath: "/9000001/9000004/",
    roleId: 9_000_002,
    dataScope: "ORG",
    customOrgIds: [],
    codes: new Set(),
    sessionId: 9_000_003,
    mustChangePassword: false,
    ...over,
  });
  const entry = (p: Principal): CachedSession => ({
    principal: p,
    lastSeenAt: Date.now(),
    expiresAt: Date.now() + 3_600_000,
    loadedAt: Date.now(),
  });
  const keep = (hash: string, p: Principal) => keepSession(hash, entry(p), sessionGeneration());

  it("drops the sessions of a moved or changed organisation's whole subtree, and nothing else", () => {
    keep("in-subtree", principal({}));
    keep("elsewhere", principal({ orgId: 9_000_005, orgPath: "/9000005/", sessionId: 9_000_006 }));
    publishAccessChanged({ orgIds: [9_000_001] });
    expect(cachedSession("in-subtree", Date.now())).toBeUndefined();
    expect(cachedSession("elsewhere", Date.now())?.principal.orgId).toBe(9_000_005);
  });

  it("drops by session, account and role", () => {
    for (const change of [
      { endedSessionIds: [9_000_003] },
      { renewedSessionIds: [9_000_003] },
      { accountIds: [9_000_001] },
      { roleIds: [9_000_002] },
    ]) {
      keep("s", principal({}));
      expect(cachedSession("s", Date.now())).toBeDefined();
      publishAccessChanged(change);
      expect({ change, kept: cachedSession("s", Date.now()) }).toEqual({ change, kept: undefined });
    }
  });

  it("does not keep what a load read before an access change came in", () => {
    const began = sessionGeneration();
    publishAccessChanged({ accountIds: [1] });
    keepSession("raced", entry(principal({})), began);
    expect(cachedSession("raced", Date.now())).toBeUndefined();
  });
});
