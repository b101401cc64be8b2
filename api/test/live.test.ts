import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase, organisations } from "@cgm/db";
import { Caller, startHarness, type Harness, until } from "./harness";

/** Collects the accessChanged events a caller receives. */
function listen(c: Caller) {
  const events: unknown[] = [];
  const errors: unknown[] = [];
  const client = c.ws();
  const stop = client.subscribe(
    { query: `subscription { accessChanged }` },
    { next: (r) => void events.push(r), error: (e) => void errors.push(e), complete: () => {} },
  );
  return { events, errors, close: async () => (stop(), await client.dispose()) };
}

describe("accessChanged subscription", () => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    t = await startHarness(await openDatabase());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
  });
  afterAll(async () => t?.close());

  it("tells the accounts of an organisation when its functions change, and nobody else", async () => {
    const north = new Caller(t.url);
    await north.login("scope-org", "demo1234"); // North Region
    const south = new Caller(t.url);
    await south.login("scope-custom", "demo1234"); // South Region
    const a = listen(north);
    const b = listen(south);
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

  it("refuses a subscription without a session", async () => {
    const anonymous = listen(new Caller(t.url));
    await until(() => anonymous.errors.length > 0);
    expect((anonymous.errors[0] as { code?: number }).code).toBe(4403);
    await anonymous.close();
  });
});
