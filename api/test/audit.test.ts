import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";

const LOG = `query($f: AuditFilter, $p: PageInput) { auditLog(filter: $f, page: $p) { total items { actor action entity entityId before after } } }`;
type Log = {
  auditLog: {
    total: number;
    items: { actor: string | null; action: string; entity: string; after: unknown }[];
  };
};

describe.each(testDrivers())("operation log on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  beforeAll(async () => {
    t = await startHarness(await open());
    admin = new Caller(t.url);
    await admin.login("admin", "admin123");
    await new Caller(t.url).login("scope-org", "wrong-password");
    await new Caller(t.url).login("nobody", "wrong-password");
  });
  afterAll(async () => t?.close());

  it("lists sign-ins, failures and changes, newest first, filtered by account, entity and time", async () => {
    const all = await admin.gql<Log>(LOG, { p: { limit: 100 } });
    const actions = all.data!.auditLog.items.map((i) => `${i.actor}:${i.action}`);
    expect(actions).toContain("admin:login");
    expect(actions).toContain("scope-org:login.failed");
    expect(actions).toContain("nobody:login.failed");
    const byActor = await admin.gql<Log>(LOG, { f: { actor: "scope-org" } });
    expect(byActor.data!.auditLog.items.every((i) => i.actor === "scope-org")).toBe(true);
    const future = await admin.gql<Log>(LOG, { f: { from: new Date(Date.now() + 3600_000).toISOString() } });
    expect(future.data!.auditLog.total).toBe(0);
    const byEntity = await admin.gql<Log>(LOG, { f: { entity: "organisation" } });
    expect(byEntity.data!.auditLog.total).toBe(0);
  });

  it("is visible only with its permission code", async () => {
    const operator = new Caller(t.url);
    await operator.login("scope-all", "demo1234"); // the Operator role lacks the system pages
    expect(code(await operator.gql(LOG))).toBe("FORBIDDEN");
  });
});
