import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray, like, or } from "drizzle-orm";
import { accounts, devices, organisations } from "@cgm/db";
import { DEMO_SCOPE_ACCOUNTS } from "@cgm/db";
import { Caller, startHarness, testDrivers, type Harness } from "./harness";

/**
 * The home overview counts, per data scope, against counts computed here straight from the fixture
 * tree (the full scope matrix over every entity comes with the access issue).
 */
describe.each(testDrivers())("overview within the data scope on $name", ({ open }) => {
  let t: Harness;
  beforeAll(async () => {
    t = await startHarness(await open());
  });
  afterAll(async () => t?.close());

  const orgIdsOf = async (numbers: string[], withSubtree: boolean): Promise<number[]> => {
    const roots = await t.h.db.select().from(organisations).where(inArray(organisations.number, numbers));
    if (!withSubtree) return roots.map((r) => r.id);
    const rows = await t.h.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(or(...roots.map((r) => like(organisations.path, `${r.path}%`))));
    return rows.map((r) => r.id);
  };

  const expected = async (account: string) => {
    const [me] = await t.h.db.select().from(accounts).where(eq(accounts.account, account));
    const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
    const def = DEMO_SCOPE_ACCOUNTS.find((d) => d.account === account)!;
    if (def.scope === "PERSONAL") {
      // The devices it registered (three demo devices).
      const mine = await n(t.h.db.select({ n: count() }).from(devices).where(eq(devices.createdBy, me!.id)));
      expect(mine).toBe(3);
      return { organisations: 1, accounts: 1, devices: mine };
    }
    const orgIds =
      def.scope === "ALL"
        ? (await t.h.db.select({ id: organisations.id }).from(organisations)).map((r) => r.id)
        : def.scope === "ORG"
          ? [me!.orgId]
          : def.scope === "ORG_AND_SUB"
            ? await orgIdsOf(["ORG-0100"], true)
            : await orgIdsOf(["ORG-0200", "ORG-0301"], false);
    return {
      organisations: orgIds.length,
      accounts: await n(t.h.db.select({ n: count() }).from(accounts).where(inArray(accounts.orgId, orgIds))),
      devices: await n(t.h.db.select({ n: count() }).from(devices).where(inArray(devices.orgId, orgIds))),
    };
  };

  for (const def of DEMO_SCOPE_ACCOUNTS) {
    it(`${def.account} (${def.scope}) sees exactly its scope`, async () => {
      const c = new Caller(t.url);
      await c.login(def.account, "demo1234");
      const r = await c.gql<{ overview: Record<string, number> }>(
        `{ overview { organisations accounts devices } }`,
      );
      const want = await expected(def.account);
      expect(r.data?.overview).toEqual(want);
      if (def.scope !== "ALL") {
        const all = await t.h.db.select({ n: count() }).from(devices);
        expect(r.data!.overview.devices).toBeLessThan(all[0]!.n);
      }
    });
  }
});
