import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { menus, organisationMenus, organisations, type DbHandle } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, wsOnce, type Harness } from "./harness";

const SET = `mutation($id: ID!, $m: [Int!]) { setOrganisationFunctions(id: $id, menuIds: $m) }`;
const GET = `query($id: ID!) { organisationFunctions(id: $id) }`;
const ME = `{ me { permissionCodes } }`;

async function orgId(h: DbHandle, number: string): Promise<number> {
  const [row] = await h.db.select().from(organisations).where(eq(organisations.number, number));
  return row!.id;
}
async function menuIds(h: DbHandle, codes: string[]): Promise<number[]> {
  const rows = await h.db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes));
  return rows.map((r) => r.id);
}
/** The stored function setup: the restricted flag and the allowed menu ids. */
async function stored(h: DbHandle, id: number) {
  const [org] = await h.db.select().from(organisations).where(eq(organisations.id, id));
  const rows = await h.db.select().from(organisationMenus).where(eq(organisationMenus.orgId, id));
  return { restricted: org!.functionsRestricted, menuIds: rows.map((r) => r.menuId).sort((a, b) => a - b) };
}
const codesOf = async (c: Caller) =>
  ((await c.gql<{ me: { permissionCodes: string[] } }>(ME)).data?.me.permissionCodes ?? []).sort();

describe.each(testDrivers())("function setup (issue 17.1) on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
  });
  afterAll(async () => t?.close());

  it("nobody escapes their own organisation's function setup, over HTTP or the WebSocket", async () => {
    const north = await orgId(t.h, "ORG-0100");
    // Headquarters limits North Region to the organisation list with its function setup button.
    const limit = await menuIds(t.h, ["org:list", "org:list:function"]);
    const set = await admin.gql<{ setOrganisationFunctions: number[] }>(SET, { id: north, m: limit });
    expect(set.errors).toBeUndefined();
    const member = new Caller(t.url);
    await member.login("scope-org", "demo1234"); // North Region, Operator role
    expect(await codesOf(member)).toEqual(["org", "org:list", "org:list:function"]);
    const before = await stored(t.h, north);

    // An empty list, no restriction, or anything else for its own organisation: refused, nothing changes.
    for (const m of [[], null, limit]) {
      const r = await member.gql(SET, { id: north, m });
      expect(code(r)).toBe("CONFLICT");
      expect(r.errors?.[0]?.extensions?.messageId).toBe("organisation.ownFunctions");
    }
    const ws = member.ws();
    const overWs = (await wsOnce(
      ws,
      `mutation { setOrganisationFunctions(id: "${north}", menuIds: []) }`,
    )) as { errors?: { extensions?: { code?: string } }[] };
    expect(overWs.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    await ws.dispose();
    expect(await codesOf(member)).toEqual(["org", "org:list", "org:list:function"]);
    expect(await stored(t.h, north)).toEqual(before);
    expect(before.restricted).toBe(true);
    await admin.gql(SET, { id: north, m: null });
  });

  it("stores 'no restriction' as such: an empty list allows nothing", async () => {
    const beijing = await orgId(t.h, "ORG-0101");
    const member = new Caller(t.url);
    await member.login("scope-personal", "demo1234"); // Beijing Clinic
    expect(await codesOf(member)).toContain("cgm:list:export");
    const empty = await admin.gql<{ setOrganisationFunctions: number[] | null }>(SET, { id: beijing, m: [] });
    expect(empty.data?.setOrganisationFunctions).toEqual([]);
    expect(await stored(t.h, beijing)).toEqual({ restricted: true, menuIds: [] });
    expect(await codesOf(member)).toEqual([]);
    expect((await admin.gql<{ organisationFunctions: unknown }>(GET, { id: beijing })).data).toEqual({
      organisationFunctions: [],
    });
    const lifted = await admin.gql<{ setOrganisationFunctions: number[] | null }>(SET, {
      id: beijing,
      m: null,
    });
    expect(lifted.data?.setOrganisationFunctions).toBeNull();
    expect(await stored(t.h, beijing)).toEqual({ restricted: false, menuIds: [] });
    expect(await codesOf(member)).toContain("cgm:list:export");
  });

  it("grants another organisation only functions the caller holds, and lifts no limit it cannot", async () => {
    const north = await orgId(t.h, "ORG-0100");
    const tianjin = await orgId(t.h, "ORG-0102");
    await admin.gql(SET, { id: north, m: await menuIds(t.h, ["org:list:function", "cgm:list"]) });
    const subtree = new Caller(t.url);
    await subtree.login("scope-subtree", "demo1234"); // North Region and its clinics
    const before = await stored(t.h, tianjin);

    const beyond = await subtree.gql(SET, { id: tianjin, m: await menuIds(t.h, ["cgm:list:export"]) });
    expect(beyond.errors?.[0]?.extensions?.fieldErrors).toEqual({
      menuIds: "organisation.functionNotGrantable",
    });
    const unrestricted = await subtree.gql(SET, { id: tianjin, m: null });
    expect(unrestricted.errors?.[0]?.extensions?.fieldErrors).toEqual({
      menuIds: "organisation.unrestrictedNotGrantable",
    });
    expect(await stored(t.h, tianjin)).toEqual(before);

    const within = await subtree.gql<{ setOrganisationFunctions: number[] }>(SET, {
      id: tianjin,
      m: await menuIds(t.h, ["cgm:list"]),
    });
    expect(within.data?.setOrganisationFunctions).toEqual((await menuIds(t.h, ["cgm", "cgm:list"])).sort());
    await admin.gql(SET, { id: north, m: null });
    await admin.gql(SET, { id: tianjin, m: null });
  });

  it("starts a new sub-organisation with its parent's function setup", async () => {
    const north = await orgId(t.h, "ORG-0100");
    await admin.gql(SET, { id: north, m: await menuIds(t.h, ["org:list:add", "cgm:list"]) });
    const subtree = new Caller(t.url);
    await subtree.login("scope-subtree", "demo1234");
    const made = await subtree.gql<{ createOrganisation: { id: string } }>(
      `mutation($i: OrganisationInput!) { createOrganisation(input: $i) { id } }`,
      {
        i: {
          parentId: north,
          name: "Harbin Clinic",
          number: "ORG-0199",
          director: "Director Harbin",
          contact: "Contact Harbin",
          contactPhone: "+86 138 0000 1999",
        },
      },
    );
    expect(made.errors).toBeUndefined();
    const child = Number(made.data!.createOrganisation.id);
    expect(await stored(t.h, child)).toEqual(await stored(t.h, north));
    expect((await stored(t.h, child)).restricted).toBe(true);
    await admin.gql(SET, { id: north, m: null });
  });
});
