import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accounts, organisations } from "@cgm/db";
import { Caller, adminHarness, listen, type Harness, until } from "./harness";
import { STATUS, UPDATE } from "./account.helpers";

/** Collects the accessChanged events a caller receives. */
const listenAccess = (c: Caller) => listen(c, `subscription { accessChanged }`);

describe("accessChanged subscription", () => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    ({ t, admin } = await adminHarness());
  });
  afterAll(async () => t?.close());

  it("tells the accounts of an organisation when its functions change, and nobody else", async () => {
    const north = new Caller(t.url);
    await north.login("scope-org", "demo1234"); // North Region
    const south = new Caller(t.url);
    await south.login("scope-custom", "demo1234"); // South Region
    const a = listenAccess(north);
    const b = listenAccess(south);
    await new Promise((r) => setTimeout(r, 200)); // subscriptions established
    const [org] = await t.h.db.select().from(organisations).where(eq(organisations.number, "ORG-0100"));
    await admin.gql(`mutation($id: ID!) { setOrganisationFunctions(id: $id, menuIds: []) }`, { id: org!.id });
    await until(() => a.events.length > 0);
    expect(a.events).toEqual([{ data: { accessChanged: true } }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(b.events).toEqual([]);
    await a.close();
    await b.close();
  });

  it("closes the live connection of an account whose access changed, after telling it", async () => {
    const c = new Caller(t.url);
    await c.login("scope-personal", "demo1234");
    const sub = listenAccess(c);
    await new Promise((r) => setTimeout(r, 200));
    const [me] = await t.h.db.select().from(accounts).where(eq(accounts.account, "scope-personal"));
    const input = (dataScope: string) => ({
      account: me!.account,
      name: me!.name,
      phone: me!.phone,
      orgId: me!.orgId,
      roleId: me!.roleId,
      dataScope,
      customOrgIds: [],
    });
    expect((await admin.gql(UPDATE, { id: me!.id, input: input("ORG") })).errors).toBeUndefined();
    await until(() => sub.errors.length > 0);
    expect(sub.events).toEqual([{ data: { accessChanged: true } }]); // told first
    // Closed so that the client opens it again and every subscription is checked under the new scope.
    expect((sub.errors[0] as { code?: number }).code).toBe(4205);
    await admin.gql(UPDATE, { id: me!.id, input: input(me!.dataScope) });
    await sub.close();
  });

  it("ends the live connections of an account that is disabled", async () => {
    const c = new Caller(t.url);
    await c.login("scope-subtree", "demo1234");
    const sub = listenAccess(c);
    await new Promise((r) => setTimeout(r, 200));
    const [me] = await t.h.db.select().from(accounts).where(eq(accounts.account, "scope-subtree"));
    const off = await admin.gql(STATUS, { id: me!.id, s: "DISABLED" });
    expect(off.errors).toBeUndefined();
    await until(() => sub.errors.length > 0);
    expect((sub.errors[0] as { code?: number }).code).toBe(4401);
    await admin.gql(STATUS, { id: me!.id, s: "ACTIVE" });
    await sub.close();
  });

  it("refuses a subscription without a session", async () => {
    const anonymous = listenAccess(new Caller(t.url));
    await until(() => anonymous.errors.length > 0);
    expect((anonymous.errors[0] as { code?: number }).code).toBe(4403);
    await anonymous.close();
  });
});
