import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, desc, eq, like } from "drizzle-orm";
import { accounts, DEMO_SCOPE_ACCOUNTS, organisations } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, wsOnce, type Harness } from "./harness";
import {
  GET,
  LIST,
  RESET,
  STATUS,
  UPDATE,
  accountRow,
  expectedIds,
  input,
  insertAccount,
  orgId,
  roleId,
  signedIn,
  type AccountOut,
  type AccountRow,
  type ListOut,
} from "./account.helpers";

/**
 * The account list within the caller's data scope: the scope matrix over the five demo scope accounts
 * (list, point read, out-of-scope writes), the same over the WebSocket, and the list's filters and paging.
 */
describe.each(testDrivers())("account list on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  const ids = (r: { data?: ListOut }) => r.data!.accounts.items.map((i) => i.id).sort();

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = await signedIn(new Caller(t.url), "admin", "admin123");
    // Accounts in more organisations than the demo has, so the scopes differ from each other.
    const operator = await roleId(t.h, "Operator");
    const personal = await accountRow(t.h, "scope-personal");
    for (const [account, number] of [
      ["fx-beijing", "ORG-0101"],
      ["fx-tianjin", "ORG-0102"],
      ["fx-guangzhou", "ORG-0201"],
      ["fx-berlin", "ORG-0301"],
      ["fx-europe", "ORG-0300"],
    ] as const) {
      await insertAccount(t.h, { account, orgId: await orgId(t.h, number), roleId: operator });
    }
    await insertAccount(t.h, {
      account: "fx-made-by-personal",
      orgId: personal.orgId,
      roleId: operator,
      createdBy: personal.id,
    });
  });
  afterAll(async () => t?.close());

  describe.each(DEMO_SCOPE_ACCOUNTS)("scope matrix: $account ($scope)", ({ account, scope }) => {
    let c: Caller;
    let want: string[];
    let all: AccountRow[];
    let outside: AccountRow | undefined;
    beforeAll(async () => {
      c = await signedIn(new Caller(t.url), account, "demo1234");
      want = await expectedIds(t.h, account);
      all = await t.h.db.select().from(accounts).orderBy(asc(accounts.id));
      outside = all.find((a) => !want.includes(String(a.id)));
    });

    it("lists exactly the accounts of its scope", async () => {
      const r = await c.gql<ListOut>(LIST, { p: { limit: 100 } });
      expect(r.errors).toBeUndefined();
      expect(ids(r)).toEqual(want);
      expect(r.data!.accounts.total).toBe(want.length);
      if (scope === "ALL") expect(outside).toBeUndefined();
      else expect(want.length).toBeLessThan(all.length);
      if (scope === "PERSONAL") expect(want).toHaveLength(2); // itself and the one it created
    });

    it("reads an account in its scope, and gets NOT_FOUND outside it", async () => {
      const me = await accountRow(t.h, account);
      const inside = want.find((id) => id !== String(me.id)) ?? String(me.id);
      const r = await c.gql<{ account: AccountOut }>(GET, { id: inside });
      expect(r.data?.account.id).toBe(inside);
      if (scope === "ALL") return;
      expect(code(await c.gql(GET, { id: String(outside!.id) }))).toBe("NOT_FOUND");
    });

    it("cannot edit, disable or reset an account outside its scope, and the row stays as it was", async () => {
      if (scope === "ALL") {
        expect(outside).toBeUndefined();
        return;
      }
      const o = outside!;
      const before = await accountRow(t.h, o.account);
      const edit = input({ account: o.account, roleId: o.roleId, orgId: o.orgId, name: "Changed" });
      expect(code(await c.gql(UPDATE, { id: String(o.id), input: edit }))).toBe("NOT_FOUND");
      expect(code(await c.gql(STATUS, { id: String(o.id), s: "DISABLED" }))).toBe("NOT_FOUND");
      expect(code(await c.gql(RESET, { id: String(o.id) }))).toBe("NOT_FOUND");
      expect(await accountRow(t.h, o.account)).toEqual(before);
    });
  });

  it("answers the same scope over the WebSocket as over HTTP", async () => {
    const c = await signedIn(new Caller(t.url), "scope-org", "demo1234");
    const query = `{ accounts(page: { limit: 100 }) { total items { id } } }`;
    const http = await c.gql<ListOut>(query);
    const ws = c.ws();
    try {
      const r = (await wsOnce(ws, query)) as { data?: ListOut };
      expect(ids(r)).toEqual(await expectedIds(t.h, "scope-org"));
      expect(ids(r)).toEqual(ids(http));
      expect(r.data!.accounts.total).toBe(http.data!.accounts.total);
    } finally {
      await ws.dispose();
    }
  });

  describe("filters and paging", () => {
    let rows: AccountRow[];
    beforeAll(async () => {
      await t.h.db.update(accounts).set({ status: "DISABLED" }).where(eq(accounts.account, "fx-tianjin"));
      rows = await t.h.db.select().from(accounts);
    });
    const list = async (f: Record<string, unknown>, p: Record<string, unknown> = { limit: 100 }) => {
      const r = await admin.gql<ListOut>(LIST, { f, p });
      expect(r.errors).toBeUndefined();
      return r;
    };
    const idsWhere = (pred: (a: AccountRow) => boolean) =>
      rows
        .filter(pred)
        .map((a) => String(a.id))
        .sort();

    it("filters by organisation, with and without its sub-organisations", async () => {
      const north = await orgId(t.h, "ORG-0100");
      const [root] = await t.h.db.select().from(organisations).where(eq(organisations.id, north));
      const subtree = await t.h.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(like(organisations.path, `${root!.path}%`));
      const own = idsWhere((a) => a.orgId === north);
      const withSub = idsWhere((a) => subtree.some((s) => s.id === a.orgId));
      expect(withSub.length).toBeGreaterThan(own.length);
      expect(ids(await list({ orgId: north }))).toEqual(own);
      expect(ids(await list({ orgId: north, includeSubOrganisations: false }))).toEqual(own);
      expect(ids(await list({ orgId: north, includeSubOrganisations: null }))).toEqual(own);
      const sub = await list({ orgId: north, includeSubOrganisations: true });
      expect(ids(sub)).toEqual(withSub);
      expect(sub.data!.accounts.total).toBe(withSub.length);
      expect(ids(await list({ orgId: 999_999, includeSubOrganisations: true }))).toEqual([]);
    });

    it("filters by role and by status", async () => {
      const superAdmin = await roleId(t.h, "Super admin");
      expect(ids(await list({ roleId: superAdmin }))).toEqual(idsWhere((a) => a.roleId === superAdmin));
      const disabled = idsWhere((a) => a.status === "DISABLED");
      expect(disabled.length).toBeGreaterThan(0);
      expect(ids(await list({ status: "DISABLED" }))).toEqual(disabled);
      expect(ids(await list({ status: "ACTIVE" }))).toEqual(idsWhere((a) => a.status === "ACTIVE"));
    });

    it("matches the keyword in the name, phone or account, ignoring case", async () => {
      const has = (k: string) => (a: AccountRow) =>
        [a.name, a.phone, a.account].some((v) => v.toLowerCase().includes(k.toLowerCase()));
      for (const k of ["SCOPE", "fixture FX-B", "139 0000 200", "ADMIN"]) {
        const want = idsWhere(has(k));
        expect(want.length, k).toBeGreaterThan(0);
        expect(ids(await list({ keyword: k })), k).toEqual(want);
      }
      // LIKE wildcards in the keyword match themselves only.
      expect(ids(await list({ keyword: "%" }))).toEqual([]);
      expect(ids(await list({ keyword: "_" }))).toEqual([]);
      const beijing = await orgId(t.h, "ORG-0101");
      expect(ids(await list({ keyword: "fx-", orgId: beijing }))).toEqual(
        idsWhere((a) => a.orgId === beijing && a.account.startsWith("fx-")),
      );
    });

    it("pages newest first with the total over all pages", async () => {
      const order = await t.h.db
        .select({ id: accounts.id })
        .from(accounts)
        .orderBy(desc(accounts.createdAt), desc(accounts.id));
      const p1 = await list({}, { offset: 0, limit: 3 });
      const p2 = await list({}, { offset: 3, limit: 3 });
      const got = [...p1.data!.accounts.items, ...p2.data!.accounts.items].map((i) => i.id);
      expect(got).toEqual(order.slice(0, 6).map((o) => String(o.id)));
      expect(p1.data!.accounts.total).toBe(order.length);
      expect(p2.data!.accounts.total).toBe(order.length);
      const past = await list({}, { offset: order.length, limit: 10 });
      expect(past.data!.accounts).toEqual({ total: order.length, items: [] });
      expect(code(await admin.gql(LIST, { p: { limit: 101 } }))).toBe("BAD_USER_INPUT");
    });
  });
});
