import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { ALL_MENU_CODES, MAX_MENU_DEPTH } from "@cgm/domain";
import {
  accounts,
  auditLog,
  devices,
  isMigrated,
  menus,
  migrate,
  organisations,
  roleMenus,
  roles,
  seed,
  verifyPassword,
  DEMO_SCOPE_ACCOUNTS,
  type DbHandle,
} from "../src/index";
import { testDrivers } from "./db";

describe.each(testDrivers())("database on $name", ({ open }) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await open();
    await migrate(h);
    await seed(h.db, { demo: true, adminPassword: "admin123" });
  }, 60_000);
  afterAll(async () => h?.close());

  it("is migrated", async () => {
    expect(await isMigrated(h)).toBe(true);
  });

  it("seeds every menu of the catalogue, at most three levels deep", async () => {
    const rows = await h.db.select({ code: menus.code, parentId: menus.parentId, id: menus.id }).from(menus);
    expect(rows.map((r) => r.code).sort()).toEqual([...ALL_MENU_CODES].sort());
    const parent = new Map(rows.map((r) => [r.id, r.parentId]));
    for (const r of rows) {
      let depth = 1;
      for (let p = r.parentId; p != null; p = parent.get(p) ?? null) depth++;
      expect(depth).toBeLessThanOrEqual(MAX_MENU_DEPTH);
    }
  });

  it("is idempotent: a second seed adds nothing", async () => {
    const before = await counts(h);
    await seed(h.db, { demo: true, adminPassword: "other-password" });
    expect(await counts(h)).toEqual(before);
    const [admin] = await h.db.select().from(accounts).where(eq(accounts.account, "admin"));
    expect(await verifyPassword(admin!.passwordHash, "admin123")).toBe(true);
  });

  it("gives the super-admin every menu and the operator none of system management", async () => {
    const held = async (role: string) =>
      (
        await h.db
          .select({ code: menus.code })
          .from(roleMenus)
          .innerJoin(menus, eq(menus.id, roleMenus.menuId))
          .innerJoin(roles, eq(roles.id, roleMenus.roleId))
          .where(eq(roles.name, role))
      ).map((r) => r.code);
    expect((await held("Super admin")).length).toBe(ALL_MENU_CODES.length);
    const operator = await held("Operator");
    expect(operator).toContain("cgm:list");
    expect(operator.some((c) => c.startsWith("sys"))).toBe(false);
  });

  it("seeds one demo account per data scope with an argon2id hash", async () => {
    for (const def of DEMO_SCOPE_ACCOUNTS) {
      const [row] = await h.db.select().from(accounts).where(eq(accounts.account, def.account));
      expect(row?.dataScope).toBe(def.scope);
      expect(row?.passwordHash.startsWith("$argon2id$")).toBe(true);
      expect(await verifyPassword(row!.passwordHash, "demo1234")).toBe(true);
    }
  });

  it("keeps materialised paths that find a subtree by prefix", async () => {
    const [north] = await h.db.select().from(organisations).where(eq(organisations.number, "ORG-0100"));
    const subtree = await h.db
      .select({ number: organisations.number })
      .from(organisations)
      .where(sql`${organisations.path} like ${north!.path + "%"}`);
    expect(subtree.map((r) => r.number).sort()).toEqual(["ORG-0100", "ORG-0101", "ORG-0102"]);
  });

  it("refuses to change or delete audit rows", async () => {
    await h.db.insert(auditLog).values({ action: "test", entity: "test" });
    await expect(h.db.update(auditLog).set({ action: "changed" })).rejects.toThrow();
    await expect(h.db.delete(auditLog)).rejects.toThrow();
    const [row] = await h.db.select({ n: count() }).from(auditLog);
    expect(row?.n).toBe(1);
  });
});

async function counts(h: DbHandle) {
  const n = async (
    t: typeof accounts | typeof menus | typeof roles | typeof organisations | typeof devices,
  ) => (await h.db.select({ n: count() }).from(t))[0]?.n;
  return {
    accounts: await n(accounts),
    menus: await n(menus),
    roles: await n(roles),
    organisations: await n(organisations),
    devices: await n(devices),
  };
}

describe.each(testDrivers())("TimescaleDB step on $name", ({ name, open }) => {
  it("leaves plain tables where the extension is not available", async () => {
    const h = await open();
    try {
      await migrate(h);
      const { applyTimescale } = await import("../src/index");
      const has =
        name === "postgres" &&
        (await h.rows(sql`select 1 from pg_available_extensions where name = 'timescaledb'`)).length > 0;
      expect(await applyTimescale(h)).toEqual({ state: has ? "applied" : "unavailable" });
    } finally {
      await h.close();
    }
  }, 60_000);
});
