import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pino from "pino";
import { accounts, clients, migrate, type DbHandle } from "@cgm/db";
import { seed } from "@cgm/db";
import { Caller, code, testDrivers } from "./harness";
import { ConfigError, loadConfig, seedOptions } from "../src/config";
import { createAppServer, type AppServer } from "../src/server";

const MAIN = new URL("../src/main.ts", import.meta.url).pathname;
// A data directory of the tests' own: the seed stores the country icons under it.
const base = {
  WEB_DIST: "/nonexistent",
  LOG_LEVEL: "silent",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "cgm-auth-")),
};

describe("production configuration", () => {
  it("requires ADMIN_PASSWORD in production, on the embedded database as on a server", () => {
    for (const env of [
      { NODE_ENV: "production" },
      { NODE_ENV: "production", DATABASE_URL: "postgres://db/x" },
    ]) {
      expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, ...env })).toThrow(/ADMIN_PASSWORD must be set in production/);
    }
  });

  it("seeds no demo data in production unless SEED_DEMO=1, and holds the admin to a password change", () => {
    const prod = { ...base, NODE_ENV: "production", ADMIN_PASSWORD: "first-pass-1" };
    expect(seedOptions(loadConfig(prod))).toEqual({
      demo: false,
      adminPassword: "first-pass-1",
      adminMustChangePassword: true,
      retirePublished: true,
      filesDir: path.join(base.DATA_DIR, "files"),
      demoReleases: false,
    });
    expect(loadConfig({ ...prod, SEED_DEMO: "1" }).seedDemo).toBe(true);
    expect(() => loadConfig({ ...prod, SEED_DEMO: "yes" })).toThrow(/SEED_DEMO must be 0 or 1/);
    // Development keeps the zero-configuration demo on the embedded database.
    expect(seedOptions(loadConfig(base))).toEqual({
      demo: true,
      adminPassword: "admin123",
      adminMustChangePassword: false,
      retirePublished: false,
      filesDir: path.join(base.DATA_DIR, "files"),
      demoReleases: true,
    });
    expect(loadConfig({ ...base, DATABASE_URL: "postgres://db/x" }).seedDemo).toBe(false);
  });

  it("believes X-Forwarded-For only from the proxies TRUST_PROXY names", () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "uniquelocal, 203.0.113.0/24,::1" }).trustProxy).toEqual([
      "uniquelocal",
      "203.0.113.0/24",
      "::1",
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY must list/);
  });

  it("stops the start with one clear line when ADMIN_PASSWORD is missing (the shipped image's setup)", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "0.0.0.0",
        PORT: "0",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "cgm-prod-")),
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split("\n")).toEqual([
      "Configuration error: ADMIN_PASSWORD must be set in production (the initial admin's password)",
    ]);
  });
});

describe.each(testDrivers())("first start in production on $name", ({ open }) => {
  let h: DbHandle;
  let server: AppServer;
  let url: string;
  beforeAll(async () => {
    const config = loadConfig({ ...base, NODE_ENV: "production", ADMIN_PASSWORD: "first-pass-1" });
    h = await open();
    await migrate(h);
    await seed(h.db, seedOptions(config));
    server = await createAppServer(h, config, pino({ level: "silent" }));
    url = `http://127.0.0.1:${await server.listen(0, "127.0.0.1")}`;
  });
  afterAll(async () => {
    await server?.close();
    await h?.close();
  });

  it("has no demo accounts or demo clients, and no known password", async () => {
    const names = (await h.db.select({ account: accounts.account }).from(accounts)).map((a) => a.account);
    expect(names).toEqual(["admin"]);
    expect(await h.db.select().from(clients)).toEqual([]);
    expect(code(await new Caller(url).login("admin", "admin123"))).toBe("UNAUTHENTICATED");
    expect(code(await new Caller(url).login("scope-all", "demo1234"))).toBe("UNAUTHENTICATED");
  });

  it("lets the admin do nothing but change the password, see itself and sign out until it has", async () => {
    const admin = new Caller(url);
    const first = await admin.gql<{ login: { me: { mustChangePassword: boolean } } }>(
      `mutation($input: LoginInput!) { login(input: $input) { me { mustChangePassword } } }`,
      { input: { account: "admin", password: "first-pass-1" } },
    );
    expect(first.data?.login.me.mustChangePassword).toBe(true);
    expect((await admin.gql(`{ me { account mustChangePassword } }`)).data).toEqual({
      me: { account: "admin", mustChangePassword: true },
    });
    const refused = [
      `{ overview { devices } }`,
      `{ accounts(page: { offset: 0, limit: 1 }) { total } }`,
      `{ roles(page: { offset: 0, limit: 1 }) { total } }`,
      `mutation { setAccountStatus(id: "1", status: DISABLED) { id } }`,
    ];
    for (const q of refused) {
      const r = await admin.gql(q);
      expect({ q, code: code(r), id: r.errors?.[0]?.extensions?.messageId }).toEqual({
        q,
        code: "UNAUTHENTICATED",
        id: "auth.mustChangePassword",
      });
    }
    const changed = await admin.gql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) }`,
      {
        input: {
          currentPassword: "first-pass-1",
          newPassword: "chosen-pass-2",
          confirmPassword: "chosen-pass-2",
        },
      },
    );
    expect(changed.data).toEqual({ changePassword: true });
    expect((await admin.gql(`{ me { mustChangePassword } }`)).data).toEqual({
      me: { mustChangePassword: false },
    });
    for (const q of refused.slice(0, 3)) expect((await admin.gql(q)).errors).toBeUndefined();
    // The start's password is spent; a later start does not bring it back.
    expect(code(await new Caller(url).login("admin", "first-pass-1"))).toBe("UNAUTHENTICATED");
    await seed(
      h.db,
      seedOptions(loadConfig({ ...base, NODE_ENV: "production", ADMIN_PASSWORD: "first-pass-1" })),
    );
    const [row] = await h.db.select({ must: sql<boolean>`${accounts.mustChangePassword}` }).from(accounts);
    expect(row?.must).toBe(false);
    expect((await new Caller(url).login("admin", "chosen-pass-2")).errors).toBeUndefined();
  });
});

describe.each(testDrivers())("a development database started in production on $name", ({ open }) => {
  let h: DbHandle;
  let server: AppServer;
  let url: string;
  let devSession: Caller;
  beforeAll(async () => {
    h = await open();
    await migrate(h);
    await seed(h.db, seedOptions(loadConfig(base)));
    const dev = await createAppServer(h, loadConfig(base), pino({ level: "silent" }));
    devSession = new Caller(`http://127.0.0.1:${await dev.listen(0, "127.0.0.1")}`);
    expect((await devSession.login("scope-all", "demo1234")).errors).toBeUndefined();
    await dev.close();
    const config = loadConfig({ ...base, NODE_ENV: "production", ADMIN_PASSWORD: "first-pass-1" });
    expect(await seed(h.db, seedOptions(config))).toEqual({
      admin: true,
      demoAccounts: ["scope-personal", "scope-org", "scope-subtree", "scope-custom", "scope-all"],
      demoClient: true,
    });
    // The next start finds nothing left to retire.
    expect(await seed(h.db, seedOptions(config))).toEqual({
      admin: false,
      demoAccounts: [],
      demoClient: false,
    });
    server = await createAppServer(h, config, pino({ level: "silent" }));
    url = `http://127.0.0.1:${await server.listen(0, "127.0.0.1")}`;
    devSession = Object.assign(new Caller(url), { cookie: devSession.cookie });
  });
  afterAll(async () => {
    await server?.close();
    await h?.close();
  });

  it("no longer accepts the published passwords, nor the demo sessions, nor the demo clients", async () => {
    expect((await new Caller(url).login("admin", "admin123")).errors?.[0]?.extensions?.messageId).toBe(
      "auth.invalid",
    );
    const demo = await new Caller(url).login("scope-all", "demo1234");
    expect(demo.errors?.[0]?.extensions?.messageId).toBe("auth.disabled");
    expect(code(await devSession.gql(`{ me { account } }`))).toBe("UNAUTHENTICATED");
    expect((await h.db.select({ status: clients.status }).from(clients)).map((c) => c.status)).toEqual([
      "DISABLED",
      "DISABLED",
    ]);
    const admin = await new Caller(url).gql<{ login: { me: { mustChangePassword: boolean } } }>(
      `mutation($input: LoginInput!) { login(input: $input) { me { mustChangePassword } } }`,
      { input: { account: "admin", password: "first-pass-1" } },
    );
    expect(admin.data?.login.me.mustChangePassword).toBe(true);
  });
});
