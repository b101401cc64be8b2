import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { accountScopeOrgs, auditLog, sessions } from "@cgm/db";
import { Caller, code, startHarness, testDrivers, type Harness, until } from "./harness";
import { onAccessChanged, type AccessChange } from "../src/live/access";
import {
  CREATE,
  LIST,
  RESET,
  STATUS,
  UPDATE,
  input,
  orgId,
  roleId,
  signedIn,
  type AccountOut,
  type ListOut,
} from "./account.helpers";

const ME = `{ me { account mustChangePassword } }`;
const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) }`;
type Created = { createAccount: { temporaryPassword: string; account: AccountOut } };

/** Add, edit, disable and re-enable, reset password: what the account itself and the audit log see. */
describe.each(testDrivers())("account lifecycle on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let operator: number;
  let south: number;
  let berlin: number;
  let beijing: number;
  const events: AccessChange[] = [];
  let stop: () => void;

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = await signedIn(new Caller(t.url), "admin", "admin123");
    operator = await roleId(t.h, "Operator");
    south = await orgId(t.h, "ORG-0200");
    berlin = await orgId(t.h, "ORG-0301");
    beijing = await orgId(t.h, "ORG-0101");
    stop = onAccessChanged((c) => events.push(c));
  });
  afterAll(async () => {
    stop?.();
    await t?.close();
  });
  afterEach(() => {
    events.length = 0;
  });

  const create = async (account: string, extra: Partial<Parameters<typeof input>[0]> = {}) => {
    const r = await admin.gql<Created>(CREATE, {
      input: input({ account, roleId: operator, orgId: beijing, ...extra }),
    });
    expect(r.errors).toBeUndefined();
    return r.data!.createAccount;
  };
  const auditOf = (action: string, id: string) =>
    t.h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));

  it("adds an account with a one-time temporary password it must change, and audits it", async () => {
    const { temporaryPassword, account } = await create("new.user", {
      name: "New User",
      orgId: south,
      dataScope: "CUSTOM",
      customOrgIds: [south, berlin, south],
    });
    expect(temporaryPassword).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{12}$/);
    expect(account).toMatchObject({
      account: "new.user",
      name: "New User",
      status: "ACTIVE",
      dataScope: "CUSTOM",
      mustChangePassword: true,
      organisation: { id: String(south) },
      role: { id: String(operator) },
    });
    expect(account.customOrganisations.map((o) => o.id).sort()).toEqual(
      [String(south), String(berlin)].sort(),
    );
    const list = await admin.gql<ListOut>(LIST, { f: { keyword: "new.user" } });
    expect(list.data!.accounts.items.map((i) => i.id)).toEqual([account.id]);

    const c = new Caller(t.url);
    expect((await c.login("new.user", temporaryPassword)).errors).toBeUndefined();
    expect((await c.gql(ME)).data).toEqual({ me: { account: "new.user", mustChangePassword: true } });
    const held = await c.gql(LIST);
    expect(held.errors?.[0]?.extensions?.messageId).toBe("auth.mustChangePassword");

    const [row, ...more] = await auditOf("account.create", account.id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ entity: "account", actor: "admin" });
    expect(row!.after).toMatchObject({ account: "new.user", dataScope: "CUSTOM", orgId: south });
    expect(JSON.stringify(row)).not.toContain(temporaryPassword);
    expect(JSON.stringify(row)).not.toMatch(/\$argon2/);
  });

  it("edits an account, keeps custom organisations only for a customised scope, and announces it", async () => {
    const { account } = await create("to.edit", { dataScope: "CUSTOM", customOrgIds: [beijing] });
    const r = await admin.gql<{ updateAccount: AccountOut }>(UPDATE, {
      id: account.id,
      input: input({
        account: "to.edit",
        name: "Edited Name",
        roleId: operator,
        orgId: south,
        dataScope: "ORG",
        customOrgIds: [beijing],
      }),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateAccount).toMatchObject({
      name: "Edited Name",
      dataScope: "ORG",
      organisation: { id: String(south) },
      customOrganisations: [],
    });
    const stored = await t.h.db
      .select()
      .from(accountScopeOrgs)
      .where(eq(accountScopeOrgs.accountId, Number(account.id)));
    expect(stored).toEqual([]);
    // On a server database the event comes back through LISTEN/NOTIFY, a moment after the answer.
    await until(() => events.length > 0);
    expect(events).toEqual([{ accountIds: [Number(account.id)] }]);
    const [row] = await auditOf("account.update", account.id);
    expect(row!.before).toMatchObject({ dataScope: "CUSTOM", orgId: beijing, customOrgIds: [beijing] });
    expect(row!.after).toMatchObject({ dataScope: "ORG", orgId: south, name: "Edited Name" });

    // A name or phone change is no change of access: nothing to announce.
    events.length = 0;
    const same = input({ account: "to.edit", name: "Edited Again", roleId: operator, orgId: south });
    await admin.gql(UPDATE, { id: account.id, input: { ...same, dataScope: "ORG" } });
    await new Promise((r) => setTimeout(r, 300)); // what NOTIFY would have brought back by now
    expect(events).toEqual([]);
  });

  it("disabling ends the account's sessions and blocks sign-in; enabling lets it sign in again", async () => {
    const { temporaryPassword, account } = await create("to.disable");
    const c = await signedIn(new Caller(t.url), "to.disable", temporaryPassword);
    expect((await c.gql(ME)).errors).toBeUndefined();

    const off = await admin.gql<{ setAccountStatus: { status: string } }>(STATUS, {
      id: account.id,
      s: "DISABLED",
    });
    expect(off.data?.setAccountStatus.status).toBe("DISABLED");
    expect(code(await c.gql(ME))).toBe("UNAUTHENTICATED");
    const open = await t.h.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, Number(account.id)));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    const refused = await new Caller(t.url).login("to.disable", temporaryPassword);
    expect(refused.errors?.[0]?.extensions?.messageId).toBe("auth.disabled");
    await until(() => events.some((e) => e.accountIds?.[0] === Number(account.id)));
    expect(events).toContainEqual({ accountIds: [Number(account.id)] });

    const on = await admin.gql<{ setAccountStatus: { status: string } }>(STATUS, {
      id: account.id,
      s: "ACTIVE",
    });
    expect(on.data?.setAccountStatus.status).toBe("ACTIVE");
    expect((await new Caller(t.url).login("to.disable", temporaryPassword)).errors).toBeUndefined();
    const audits = await auditOf("account.status", account.id);
    expect(audits.map((a) => a.after)).toEqual([{ status: "DISABLED" }, { status: "ACTIVE" }]);
  });

  it("reset password: a new temporary password, the sessions end, the old password stops working", async () => {
    const { temporaryPassword, account } = await create("to.reset");
    const c = await signedIn(new Caller(t.url), "to.reset", temporaryPassword);
    const changed = await c.gql(CHANGE, {
      input: {
        currentPassword: temporaryPassword,
        newPassword: "known-pass-1",
        confirmPassword: "known-pass-1",
      },
    });
    expect(changed.errors).toBeUndefined();
    expect((await c.gql(ME)).data).toEqual({ me: { account: "to.reset", mustChangePassword: false } });

    const r = await admin.gql<{ resetAccountPassword: { temporaryPassword: string } }>(RESET, {
      id: account.id,
    });
    const fresh = r.data!.resetAccountPassword.temporaryPassword;
    expect(fresh).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{12}$/);
    expect(fresh).not.toBe(temporaryPassword);
    expect(code(await c.gql(ME))).toBe("UNAUTHENTICATED");
    const old = await new Caller(t.url).login("to.reset", "known-pass-1");
    expect(old.errors?.[0]?.extensions?.messageId).toBe("auth.invalid");
    const again = await signedIn(new Caller(t.url), "to.reset", fresh);
    expect((await again.gql(ME)).data).toEqual({ me: { account: "to.reset", mustChangePassword: true } });

    const [row] = await auditOf("account.resetPassword", account.id);
    expect(row).toMatchObject({ actor: "admin", entity: "account" });
    expect(JSON.stringify(row)).not.toContain(fresh);
  });
});
