import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accounts, hashPassword, organisations } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, wsOnce, type Harness } from "./harness";
import * as F from "./role.fixtures";

const { DELETE, LIST, UPDATE, err, roleState } = F;
const LOCKED = `{ roles(filter: { name: "Clerk" }) { items { name editable lockedReason } } }`;

describe.each(testDrivers())("roles held across tenants (issue 17.3) on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let custom: Caller;
  let menu: Map<string, number>;
  beforeAll(async () => {
    t = await startHarness(await open());
    menu = await F.menuIds(t.h.db);
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    custom = new Caller(t.url);
    await custom.login("scope-custom", "demo1234"); // South Region and Berlin Distributor only
  });
  afterAll(async () => t?.close());

  const input = (name: string, codes: string[]) => ({
    name,
    level: 6,
    remark: "",
    menuIds: codes.map((c) => String(menu.get(c))),
  });

  it("refuses to edit or delete a role an account outside the caller's scope holds, and says why", async () => {
    const shared = await F.insertRole(t.h.db, "HQ Clerk", 6, ["cgm", "cgm:list"]);
    await F.insertAccount(t.h.db, "hq-clerk", shared, "secret123"); // at headquarters
    const listed = await custom.gql<{ accounts: { items: { account: string }[] } }>(
      `{ accounts(page: { limit: 100 }) { items { account } } }`,
    );
    expect(listed.data?.accounts.items.map((a) => a.account)).not.toContain("hq-clerk");
    const before = await roleState(t.h.db);
    const grant = await custom.gql(UPDATE, {
      id: shared,
      input: input("HQ Clerk", ["cgm:list", "cgm:list:export"]),
    });
    expect(code(grant)).toBe("CONFLICT");
    expect(err(grant).messageId).toBe("role.heldOutsideScope");
    const strip = await custom.gql(UPDATE, { id: shared, input: input("HQ Clerk", []) });
    expect(err(strip).messageId).toBe("role.heldOutsideScope");
    const del = await custom.gql(DELETE, { id: shared });
    expect(err(del).messageId).toBe("role.heldOutsideScope");
    const ws = custom.ws();
    const overWs = (await wsOnce(
      ws,
      `mutation { updateRole(id: "${shared}", input: { name: "HQ Clerk", level: 6, menuIds: [] }) { id } }`,
    )) as { errors?: { extensions?: { messageId?: string } }[] };
    expect(overWs.errors?.[0]?.extensions?.messageId).toBe("role.heldOutsideScope");
    await ws.dispose();
    expect(await roleState(t.h.db)).toEqual(before);
    expect(await F.grantedCodes(t.h.db, shared)).toEqual(["cgm", "cgm:list"]);
    // The role list says why, for the form and the list to show.
    const roles = await custom.gql<{ roles: { items: unknown[] } }>(LOCKED);
    expect(roles.data?.roles.items).toEqual([
      { name: "HQ Clerk", editable: false, lockedReason: "role.heldOutsideScope" },
    ]);

    // Someone who sees every holder may change it.
    const ok = await admin.gql(UPDATE, {
      id: shared,
      input: input("HQ Clerk", ["cgm:list", "cgm:list:export"]),
    });
    expect(ok.errors).toBeUndefined();
  });

  it("still edits a role whose holders all lie inside the caller's scope", async () => {
    const local = await F.insertRole(t.h.db, "South Clerk", 6, ["cgm", "cgm:list"]);
    const [south] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0200"));
    await t.h.db.insert(accounts).values({
      account: "south-clerk",
      name: "south-clerk",
      phone: "+86 138 0000 0002",
      passwordHash: await hashPassword("secret123"),
      roleId: local,
      orgId: south!.id,
      dataScope: "ORG",
    });
    const seen = await custom.gql<{ roles: { items: { name: string; lockedReason: string | null }[] } }>(
      LIST,
      {
        filter: { name: "South Clerk" },
      },
    );
    expect(seen.data?.roles.items).toMatchObject([{ name: "South Clerk", lockedReason: null }]);
    const r = await custom.gql(UPDATE, { id: local, input: input("South Clerk", ["cgm:list:export"]) });
    expect(r.errors).toBeUndefined();
    expect(await F.grantedCodes(t.h.db, local)).toEqual(["cgm", "cgm:list", "cgm:list:export"]);
  });
});
