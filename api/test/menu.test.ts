import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { organisations } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";

interface Item {
  id: string;
  authIdentify: string;
  menuList?: Item[];
}
const MENU = `{ menuList { id authIdentify menuList { id authIdentify menuList { id authIdentify } } } }`;
const flat = (items: Item[]): Item[] => items.flatMap((m) => [m, ...flat(m.menuList ?? [])]);
const codesOf = async (c: Caller) => {
  const r = await c.gql<{ menuList: Item[] }>(MENU);
  expect(r.errors).toBeUndefined();
  return flat(r.data!.menuList).map((m) => m.authIdentify);
};
const SET = `mutation($id: ID!, $m: [Int!]!) { setOrganisationFunctions(id: $id, menuIds: $m) }`;

describe.each(testDrivers())("the navigation fetch on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let northId: number;
  let ids: Map<string, string>;
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    ids = new Map(
      flat((await admin.gql<{ menuList: Item[] }>(MENU)).data!.menuList).map((m) => [m.authIdentify, m.id]),
    );
    const [north] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0100"));
    northId = north!.id;
  });
  afterAll(async () => t?.close());

  it("lists only the entries the organisation's function setup leaves to the role", async () => {
    const operator = new Caller(t.url);
    await operator.login("scope-org", "demo1234"); // North Region, "Operator" role
    const before = await codesOf(operator);
    expect(before).toEqual(expect.arrayContaining(["org:list", "org:list:edit", "org:account", "cgm:list"]));

    // The organisation keeps the organisation list with its edit button, and the CGM list.
    const kept = ["org:list", "org:list:edit", "cgm:list"].map((c) => Number(ids.get(c)));
    const set = await admin.gql(SET, { id: northId, m: kept });
    expect(set.errors).toBeUndefined();
    const after = await codesOf(operator);
    expect([...after].sort()).toEqual(["cgm", "cgm:list", "org", "org:list", "org:list:edit"]);
    // What the menu offers is what the API allows, and what it leaves out the API refuses.
    const me = await operator.gql<{ me: { permissionCodes: string[] } }>(`{ me { permissionCodes } }`);
    expect(me.data?.me.permissionCodes).toEqual([...after].sort());
    expect(code(await operator.gql(`{ accounts { total } }`))).toBe("FORBIDDEN");
    expect((await operator.gql(`{ organisations { total } }`)).errors).toBeUndefined();
  });

  it("leaves the accounts of an organisation without a function setup their role's whole menu", async () => {
    const custom = new Caller(t.url);
    await custom.login("scope-custom", "demo1234"); // South Region, the same "Operator" role
    expect(await codesOf(custom)).toEqual(
      expect.arrayContaining(["org:list", "org:account", "org:list:add"]),
    );
  });
});
