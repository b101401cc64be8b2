import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { auditLog, organisations, type DbHandle } from "@cgm/db";
import { DEMO_SCOPE_ACCOUNTS } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, wsOnce, type Harness } from "./harness";

const LIST = `query($f: OrganisationFilter, $p: PageInput) { organisations(filter: $f, page: $p) { total items { id number childCount } } }`;
const GET = `query($id: ID!) { organisation(id: $id) { id number name } }`;
const UPDATE = `mutation($id: ID!, $input: OrganisationInput!) { updateOrganisation(id: $id, input: $input) { id name parentId } }`;
const STATUS = `mutation($id: ID!, $s: OrganisationStatus!) { setOrganisationStatus(id: $id, status: $s) { id status } }`;

async function orgByNumber(h: DbHandle, number: string) {
  const [row] = await h.db.select().from(organisations).where(eq(organisations.number, number));
  return row!;
}
const input = (o: typeof organisations.$inferSelect, patch: Record<string, unknown> = {}) => ({
  parentId: o.parentId,
  name: o.name,
  number: o.number,
  director: o.director,
  contact: o.contact,
  contactPhone: o.contactPhone,
  emails: o.emails,
  label: o.label ?? "",
  ...patch,
});

/** Organisation numbers each demo scope account sees (from the fixture tree). */
const VISIBLE: Record<string, string[]> = {
  "scope-personal": ["ORG-0101"],
  "scope-org": ["ORG-0100"],
  "scope-subtree": ["ORG-0100", "ORG-0101", "ORG-0102"],
  "scope-custom": ["ORG-0200", "ORG-0301"],
  "scope-all": [
    "ORG-0001",
    "ORG-0100",
    "ORG-0101",
    "ORG-0102",
    "ORG-0200",
    "ORG-0201",
    "ORG-0202",
    "ORG-0300",
    "ORG-0301",
  ],
};

describe.each(testDrivers())("organisations on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
  });
  afterAll(async () => t?.close());

  describe.each(DEMO_SCOPE_ACCOUNTS)("scope matrix: $account ($scope)", ({ account }) => {
    let c: Caller;
    beforeAll(async () => {
      c = new Caller(t.url);
      await c.login(account, "demo1234");
    });

    it("lists exactly its scope, as a search and as a tree", async () => {
      const all = await c.gql<{ organisations: { total: number; items: { id: string }[] } }>(LIST, {
        f: { name: "", number: "ORG" },
        p: { limit: 100 },
      });
      const want = VISIBLE[account]!;
      const ids = await Promise.all(want.map(async (n) => String((await orgByNumber(t.h, n)).id)));
      expect(all.data?.organisations.items.map((i) => i.id).sort()).toEqual(ids.sort());
      expect(all.data?.organisations.total).toBe(want.length);
      // Tree mode: the tops, then each top's children, cover the same set.
      const seen: string[] = [];
      const walk = async (parentId?: number) => {
        const r = await c.gql<{ organisations: { items: { id: string; childCount: number }[] } }>(LIST, {
          f: parentId ? { parentId } : {},
          p: { limit: 100 },
        });
        for (const i of r.data!.organisations.items) {
          seen.push(i.id);
          if (i.childCount) await walk(Number(i.id));
        }
      };
      await walk();
      expect(seen.sort()).toEqual(ids.sort());
    });

    it("reads in scope, and gets NOT_FOUND outside it", async () => {
      const inside = await orgByNumber(t.h, VISIBLE[account]![0]!);
      expect(
        (await c.gql<{ organisation: { id: string } }>(GET, { id: inside.id })).data?.organisation.id,
      ).toBe(String(inside.id));
      const outside = await orgByNumber(t.h, "ORG-0202"); // Shenzhen: in no demo scope but "all"
      const r = await c.gql(GET, { id: outside.id });
      if (account === "scope-all") expect(r.errors).toBeUndefined();
      else expect(code(r)).toBe("NOT_FOUND");
    });

    it("cannot update or disable outside its scope, and the row stays as it was", async () => {
      if (account === "scope-all") return;
      const outside = await orgByNumber(t.h, "ORG-0202");
      expect(code(await c.gql(UPDATE, { id: outside.id, input: input(outside, { name: "Hijacked" }) }))).toBe(
        "NOT_FOUND",
      );
      expect(code(await c.gql(STATUS, { id: outside.id, s: "DISABLED" }))).toBe("NOT_FOUND");
      const after = await orgByNumber(t.h, "ORG-0202");
      expect(after).toEqual(outside);
    });

    it("sees the same over the WebSocket", async () => {
      const ws = c.ws();
      const r = (await wsOnce(
        ws,
        `{ organisations(filter: { number: "ORG" }, page: { limit: 100 }) { total } }`,
      )) as {
        data?: { organisations: { total: number } };
      };
      expect(r.data?.organisations.total).toBe(VISIBLE[account]!.length);
      await ws.dispose();
    });
  });

  it("validates with the spec's messages and writes nothing on refusal", async () => {
    const north = await orgByNumber(t.h, "ORG-0100");
    const bad = await admin.gql(UPDATE, {
      id: north.id,
      input: input(north, {
        name: "",
        contact: "x".repeat(101),
        contactPhone: "12ab",
        emails: "ok@example.com, nope",
        director: "",
      }),
    });
    expect(code(bad)).toBe("BAD_USER_INPUT");
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({
      name: "validation.required",
      director: "validation.required",
      contact: "validation.tooLong",
      contactPhone: "validation.phone.illegal",
      emails: "validation.mail.illegal",
    });
    expect(await orgByNumber(t.h, "ORG-0100")).toEqual(north);
  });

  it("creates a sub-organisation, moves a subtree, and refuses a cycle", async () => {
    const north = await orgByNumber(t.h, "ORG-0100");
    const created = await admin.gql<{ createOrganisation: { id: string } }>(
      `mutation($input: OrganisationInput!) { createOrganisation(input: $input) { id } }`,
      { input: { ...input(north, { number: "ORG-0103", name: "Harbin Clinic" }), parentId: north.id } },
    );
    const harbin = Number(created.data!.createOrganisation.id);
    expect((await orgByNumber(t.h, "ORG-0103")).path).toBe(`${north.path}${harbin}/`);
    const dup = await admin.gql(
      `mutation($input: OrganisationInput!) { createOrganisation(input: $input) { id } }`,
      {
        input: { ...input(north, { number: "org-0103" }), parentId: north.id },
      },
    );
    expect(code(dup)).toBe("CONFLICT");

    // Move North (with its children) under South.
    const south = await orgByNumber(t.h, "ORG-0200");
    expect(
      (await admin.gql(UPDATE, { id: north.id, input: input(north, { parentId: south.id }) })).errors,
    ).toBeUndefined();
    const moved = await t.h.db
      .select()
      .from(organisations)
      .where(like(organisations.path, `${south.path}${north.id}/%`));
    expect(moved.map((m) => m.number).sort()).toEqual(["ORG-0100", "ORG-0101", "ORG-0102", "ORG-0103"]);
    // Under its own descendant: refused, nothing changes.
    const beijing = await orgByNumber(t.h, "ORG-0101");
    const before = await t.h.db.select().from(organisations);
    const cycle = await admin.gql(UPDATE, {
      id: north.id,
      input: input(await orgByNumber(t.h, "ORG-0100"), { parentId: beijing.id }),
    });
    expect(cycle.errors?.[0]?.extensions?.fieldErrors).toEqual({ parentId: "organisation.cycle" });
    expect(await t.h.db.select().from(organisations)).toEqual(before);
    // Move back.
    const hq = await orgByNumber(t.h, "ORG-0001");
    await admin.gql(UPDATE, {
      id: north.id,
      input: input(await orgByNumber(t.h, "ORG-0100"), { parentId: hq.id }),
    });
    expect((await orgByNumber(t.h, "ORG-0101")).path).toBe(`/${hq.id}/${north.id}/${beijing.id}/`);
  });

  it("disabling signs out the organisation's accounts and blocks their sign-in", async () => {
    const member = new Caller(t.url);
    await member.login("scope-custom", "demo1234"); // South Region
    const south = await orgByNumber(t.h, "ORG-0200");
    expect((await admin.gql(STATUS, { id: south.id, s: "DISABLED" })).errors).toBeUndefined();
    expect(code(await member.gql(`{ me { account } }`))).toBe("UNAUTHENTICATED");
    expect(
      (await new Caller(t.url).login("scope-custom", "demo1234")).errors?.[0]?.extensions?.messageId,
    ).toBe("auth.disabled");
    await admin.gql(STATUS, { id: south.id, s: "ACTIVE" });
    expect((await new Caller(t.url).login("scope-custom", "demo1234")).errors).toBeUndefined();
    const rows = await t.h.db.select().from(auditLog).where(eq(auditLog.action, "organisation.status"));
    expect(rows.length).toBe(2);
  });

  it("limits an organisation's accounts to its function setup", async () => {
    const north = await orgByNumber(t.h, "ORG-0100");
    const menuIds = await admin.gql<{
      menuList: { id: string; authIdentify: string; menuList: { id: string; authIdentify: string }[] }[];
    }>(`{ menuList { id authIdentify menuList { id authIdentify } } }`);
    const cgmList = menuIds
      .data!.menuList.flatMap((d) => d.menuList)
      .find((m) => m.authIdentify === "cgm:list")!;
    const set = await admin.gql<{ setOrganisationFunctions: number[] }>(
      `mutation($id: ID!, $m: [Int!]!) { setOrganisationFunctions(id: $id, menuIds: $m) }`,
      { id: north.id, m: [Number(cgmList.id)] },
    );
    expect(set.data?.setOrganisationFunctions.length).toBe(2); // the page and its directory
    const operator = new Caller(t.url);
    await operator.login("scope-org", "demo1234"); // North Region
    const me = await operator.gql<{ me: { permissionCodes: string[] } }>(`{ me { permissionCodes } }`);
    expect(me.data?.me.permissionCodes).toEqual(["cgm", "cgm:list"]);
    expect(code(await operator.gql(LIST))).toBe("FORBIDDEN");
    await admin.gql(`mutation($id: ID!) { setOrganisationFunctions(id: $id, menuIds: null) }`, {
      id: north.id,
    });
    expect((await operator.gql(LIST)).errors).toBeUndefined();
  });

  it("manages the ERP connection and a key that works once and is rotatable", async () => {
    const europe = await orgByNumber(t.h, "ORG-0300");
    const erp = `mutation($id: ID!, $i: ErpConnectionInput!) { setErpConnection(id: $id, input: $i) { erpNumber callbackUrl } }`;
    for (const url of [
      "http://erp.example.com/cb",
      "https://127.0.0.1/cb",
      "https://10.1.2.3/cb",
      "https://169.254.169.254/x",
      "https://localhost/cb",
      "https://[::1]/cb",
    ]) {
      const r = await admin.gql(erp, { id: europe.id, i: { erpNumber: "ERP-9", callbackUrl: url } });
      expect(r.errors?.[0]?.extensions?.fieldErrors, url).toBeDefined();
    }
    const ok = await admin.gql(erp, {
      id: europe.id,
      i: { erpNumber: "ERP-9", emails: "erp@example.com", callbackUrl: "https://93.184.216.34/cb" },
    });
    expect(ok.errors).toBeUndefined();

    const rotate = `mutation($id: ID!) { rotateErpKey(id: $id) { key organisation { erpKeySet } } }`;
    const first = await admin.gql<{ rotateErpKey: { key: string; organisation: { erpKeySet: boolean } } }>(
      rotate,
      { id: europe.id },
    );
    const key1 = first.data!.rotateErpKey.key;
    expect(first.data?.rotateErpKey.organisation.erpKeySet).toBe(true);
    expect((await orgByNumber(t.h, "ORG-0300")).erpKeyHash).not.toContain(key1);
    const asErp = (key: string) =>
      fetch(`${t.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        // A key reads through the partner queries (staff queries answer it FORBIDDEN).
        body: JSON.stringify({ query: `{ organisations: partnerOrganisations { items { number } } }` }),
      }).then(
        (r) =>
          r.json() as Promise<{
            data?: { organisations: { items: { number: string }[] } };
            errors?: unknown[];
          }>,
      );
    expect((await asErp(key1)).data?.organisations.items.map((i) => i.number).sort()).toEqual([
      "ORG-0300",
      "ORG-0301",
    ]);
    const write = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key1}` },
      body: JSON.stringify({
        query: `mutation { setOrganisationStatus(id: "${europe.id}", status: DISABLED) { id } }`,
      }),
    }).then((r) => r.json() as Promise<{ errors?: { extensions?: { code?: string } }[] }>);
    expect(write.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const second = await admin.gql<{ rotateErpKey: { key: string } }>(rotate, { id: europe.id });
    expect(second.data!.rotateErpKey.key).not.toBe(key1);
    expect(JSON.stringify(await asErp(key1))).toMatch(/UNAUTHENTICATED/);
    expect((await asErp(second.data!.rotateErpKey.key)).data?.organisations.items.length).toBe(2);
    const audits = JSON.stringify(
      await t.h.db.select().from(auditLog).where(eq(auditLog.entity, "organisation")),
    );
    expect(audits).not.toContain(key1);
    expect(audits).not.toMatch(/"erpKeyHash":"[0-9a-f]{64}"/);
  });
});
