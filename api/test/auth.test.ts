import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { accounts, auditLog, loginFailures, sessions } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";
import { LOCKOUT } from "../src/modules/auth/auth.service";

const ME = `{ me { account name dataScope mustChangePassword lastLoginAt organisation { name } role { name } permissionCodes } }`;

describe.each(testDrivers())("sign-in on $name", ({ open }) => {
  let t: Harness;
  beforeAll(async () => {
    t = await startHarness(await open());
  });
  afterAll(async () => t?.close());

  it("signs in with a session cookie that is httpOnly and SameSite, and only its hash is stored", async () => {
    const c = new Caller(t.url);
    const r = await c.login("admin", "admin123");
    expect(r.errors).toBeUndefined();
    const setCookie = r.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^cgm_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const token = c.cookie!.split("=")[1]!;
    const stored = await t.h.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.hash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.hash))).toBe(true);
    const me = await c.gql<{
      me: { account: string; organisation: { name: string }; role: { name: string } };
    }>(ME);
    expect(me.data?.me.account).toBe("admin");
    expect(me.data?.me.organisation.name).toBe("CGM Platform HQ");
    expect(me.data?.me.role.name).toBe("Super admin");
  });

  it("is case-insensitive on the account name", async () => {
    expect((await new Caller(t.url).login("ADMIN", "admin123")).errors).toBeUndefined();
  });

  it("answers the same for a wrong password and an unknown account", async () => {
    const wrong = await new Caller(t.url).login("scope-org", "wrong-password");
    const unknown = await new Caller(t.url).login("nobody-here", "wrong-password");
    expect(code(wrong)).toBe("UNAUTHENTICATED");
    expect(wrong.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    expect(wrong.errors?.[0]?.extensions).toEqual(unknown.errors?.[0]?.extensions);
    expect(wrong.errors?.[0]?.extensions?.messageId).toBe("auth.invalid");
  });

  it("locks a name after repeated failures, whether or not the account exists, and records it", async () => {
    for (const name of ["scope-subtree", "ghost-account"]) {
      const c = new Caller(t.url);
      for (let i = 0; i < LOCKOUT.attempts; i++) await c.login(name, "wrong-password");
      const locked = await c.login(name, name === "scope-subtree" ? "demo1234" : "whatever1");
      expect(locked.errors?.[0]?.extensions?.messageId).toBe("auth.locked");
    }
    const actions = (await t.h.db.select({ action: auditLog.action }).from(auditLog)).map((a) => a.action);
    expect(actions).toContain("login.failed");
    expect(actions).toContain("login.locked");
    // Once the lock has passed, the right password works again.
    await t.h.db.update(loginFailures).set({ lockedUntil: new Date(Date.now() - 1000) });
    expect((await new Caller(t.url).login("scope-subtree", "demo1234")).errors).toBeUndefined();
  });

  it("validates the sign-in input on the server with the spec's message ids", async () => {
    const c = new Caller(t.url);
    const r = await c.login("", "123");
    expect(code(r)).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0]?.extensions?.fieldErrors).toEqual({
      account: "validation.account.required",
      password: "validation.password.min",
    });
    const empty = await c.login("admin", "");
    expect(empty.errors?.[0]?.extensions?.fieldErrors).toEqual({ password: "validation.password.required" });
  });

  it("ends the session on logout", async () => {
    const c = new Caller(t.url);
    await c.login("scope-all", "demo1234");
    const cookie = c.cookie;
    expect((await c.gql(ME)).data).toBeDefined();
    await c.gql(`mutation { logout }`);
    expect(c.cookie).toBeUndefined();
    c.cookie = cookie; // replaying the old cookie must not work
    expect(code(await c.gql(ME))).toBe("UNAUTHENTICATED");
  });

  it("refuses an idle or expired session and a disabled account", async () => {
    const c = new Caller(t.url);
    await c.login("scope-custom", "demo1234");
    const [acc] = await t.h.db.select().from(accounts).where(eq(accounts.account, "scope-custom"));
    await t.h.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.accountId, acc!.id));
    expect(code(await c.gql(ME))).toBe("UNAUTHENTICATED");

    await c.login("scope-custom", "demo1234");
    await t.h.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, acc!.id));
    expect(code(await c.gql(ME))).toBe("UNAUTHENTICATED");

    await c.login("scope-custom", "demo1234");
    await t.h.db.update(accounts).set({ status: "DISABLED" }).where(eq(accounts.id, acc!.id));
    expect(code(await c.gql(ME))).toBe("UNAUTHENTICATED");
    expect(
      (await new Caller(t.url).login("scope-custom", "demo1234")).errors?.[0]?.extensions?.messageId,
    ).toBe("auth.disabled");
    await t.h.db.update(accounts).set({ status: "ACTIVE" }).where(eq(accounts.id, acc!.id));
  });

  it("shows the previous sign-in time, not the current one", async () => {
    const c = new Caller(t.url);
    await c.login("scope-personal", "demo1234");
    const first = await c.gql<{ me: { lastLoginAt: string | null } }>(ME);
    await c.login("scope-personal", "demo1234");
    const second = await c.gql<{ me: { lastLoginAt: string | null } }>(ME);
    expect(second.data?.me.lastLoginAt).not.toBeNull();
    expect(second.data?.me.lastLoginAt).not.toBe(first.data?.me.lastLoginAt);
  });

  it("changes the password, ending the account's other sessions", async () => {
    const a = new Caller(t.url);
    const b = new Caller(t.url);
    await a.login("scope-org", "demo1234");
    await b.login("scope-org", "demo1234");
    const change = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) }`;
    const wrong = await a.gql(change, {
      input: { currentPassword: "nope-nope", newPassword: "newpass1", confirmPassword: "newpass1" },
    });
    expect(wrong.errors?.[0]?.extensions?.fieldErrors).toEqual({
      currentPassword: "auth.currentPasswordWrong",
    });
    const mismatch = await a.gql(change, {
      input: { currentPassword: "demo1234", newPassword: "newpass1", confirmPassword: "other" },
    });
    expect(mismatch.errors?.[0]?.extensions?.fieldErrors).toEqual({
      confirmPassword: "validation.password.mismatch",
    });
    const ok = await a.gql(change, {
      input: { currentPassword: "demo1234", newPassword: "newpass1", confirmPassword: "newpass1" },
    });
    expect(ok.data).toEqual({ changePassword: true });
    expect((await a.gql(ME)).errors).toBeUndefined();
    expect(code(await b.gql(ME))).toBe("UNAUTHENTICATED");
    expect((await new Caller(t.url).login("scope-org", "newpass1")).errors).toBeUndefined();
    // Put it back for the other tests.
    await a.gql(change, {
      input: { currentPassword: "newpass1", newPassword: "demo1234", confirmPassword: "demo1234" },
    });
  });

  it("redacts secrets in the audit log", async () => {
    const rows = await t.h.db.select().from(auditLog);
    expect(JSON.stringify(rows)).not.toMatch(/demo1234|admin123|newpass1|\$argon2/);
  });
});
