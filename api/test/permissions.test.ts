import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getIntrospectionQuery } from "graphql";
import { openDatabase } from "@cgm/db";
import { ALL_MENU_CODES, MAX_MENU_DEPTH } from "@cgm/domain";
import { buildBareSchema } from "../src/schema";
import { ROOT_RULES } from "../src/permissions";
import { Caller, code, startHarness, type Harness } from "./harness";

describe("shield coverage", () => {
  it("names an explicit rule for every root field of the schema, and nothing else", async () => {
    const schema = await buildBareSchema();
    const roots = {
      Query: schema.getQueryType(),
      Mutation: schema.getMutationType(),
      Subscription: schema.getSubscriptionType(),
    };
    for (const [name, type] of Object.entries(roots)) {
      const fields = Object.keys(type?.getFields() ?? {}).sort();
      const ruled = Object.keys(ROOT_RULES[name as keyof typeof ROOT_RULES]).sort();
      expect(ruled, `${name} fields without a rule, or rules without a field`).toEqual(fields);
    }
  });
});

interface MenuItem {
  authIdentify: string;
  type: string;
  url: string | null;
  menuList: MenuItem[];
}
const MENU = `{ menuList { authIdentify type url menuList { authIdentify type url menuList { authIdentify type url } } } }`;
const flat = (items: MenuItem[], depth = 1): [MenuItem, number][] =>
  items.flatMap((m) => [[m, depth] as [MenuItem, number], ...flat(m.menuList ?? [], depth + 1)]);

describe("menus and permissions", () => {
  let t: Harness;
  beforeAll(async () => {
    t = await startHarness(await openDatabase(), { NODE_ENV: "production", ADMIN_PASSWORD: "admin123" });
  });
  afterAll(async () => t?.close());

  it("denies every data field to an anonymous caller", async () => {
    const c = new Caller(t.url);
    for (const q of [
      "{ me { account } }",
      "{ menuList { id } }",
      "{ overview { devices } }",
      "{ systemTimeZone }",
    ]) {
      expect(code(await c.gql(q))).toBe("UNAUTHENTICATED");
    }
  });

  it("gives the super-admin the whole catalogue as a tree of at most three levels", async () => {
    const c = new Caller(t.url);
    await c.login("admin", "admin123");
    const r = await c.gql<{ menuList: MenuItem[] }>(MENU);
    const all = flat(r.data!.menuList);
    expect(all.map(([m]) => m.authIdentify).sort()).toEqual([...ALL_MENU_CODES].sort());
    expect(Math.max(...all.map(([, d]) => d))).toBeLessThanOrEqual(MAX_MENU_DEPTH);
    expect(all.filter(([m]) => m.type === "BUTTON").every(([, d]) => d === 3)).toBe(true);
  });

  it("gives the operator role no system management menus or codes", async () => {
    const c = new Caller(t.url);
    await c.login("scope-org", "demo1234");
    const r = await c.gql<{ menuList: MenuItem[] }>(MENU);
    const codes = flat(r.data!.menuList).map(([m]) => m.authIdentify);
    expect(codes).toContain("org:list");
    expect(codes.filter((x) => x.startsWith("sys"))).toEqual([]);
    const me = await c.gql<{ me: { permissionCodes: string[] } }>(`{ me { permissionCodes } }`);
    expect(me.data?.me.permissionCodes).toEqual([...codes].sort());
  });

  it("in production, opens introspection only to holders of the API-explorer code", async () => {
    const operator = new Caller(t.url);
    await operator.login("scope-org", "demo1234");
    const refused = await operator.gql(getIntrospectionQuery());
    expect(code(refused)).toBe("FORBIDDEN");
    expect(code(await new Caller(t.url).gql(`{ __schema { queryType { name } } }`))).toBe("FORBIDDEN");
    const admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    const ok = await admin.gql<{ __schema: { queryType: { name: string } } }>(getIntrospectionQuery());
    expect(ok.data?.__schema.queryType.name).toBe("Query");
  });

  it("in production, serves the Sandbox page to holders of the API-explorer code and to partners, not to other staff", async () => {
    const page = (cookie?: string) =>
      fetch(`${t.url}/graphql`, { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
    // No session: a partner's browser (its key goes in the Sandbox's headers; introspection checks it).
    expect((await page()).status).toBe(200);
    const operator = new Caller(t.url);
    await operator.login("scope-org", "demo1234");
    expect((await page(operator.cookie)).status).toBe(403);
    const admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    const ok = await page(admin.cookie);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(/sandbox/i);
  });

  it("hides schema details in production errors", async () => {
    const c = new Caller(t.url);
    await c.login("admin", "admin123");
    const r = await c.gql(`{ mee { account } }`);
    expect(code(r)).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
