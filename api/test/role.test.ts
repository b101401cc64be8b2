import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { accounts, auditLog, roleMenus, roles, SUPER_ADMIN_ROLE, OPERATOR_ROLE } from "@cgm/db";
import { MSG } from "@cgm/domain";
import { Caller, code, startHarness, testDrivers, type Harness, until } from "./harness";
import { onAccessChanged, type AccessChange } from "../src/live/access";
import * as F from "./role.fixtures";

const { ASSIGNABLE, CREATE, DELETE, LIST, ONE, UPDATE, err, fieldErrors, roleState } = F;

describe.each(testDrivers())("role list on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  let operator: Caller;
  let menu: Map<string, number>;
  const id = (c: string) => String(menu.get(c));
  beforeAll(async () => {
    t = await startHarness(await open());
    menu = await F.menuIds(t.h.db);
    admin = new Caller(t.url);
    operator = new Caller(t.url);
    expect((await admin.login("admin", "admin123")).errors).toBeUndefined();
    expect((await operator.login("scope-org", "demo1234")).errors).toBeUndefined();
  });
  afterAll(async () => t?.close());

  it("lists by level then name, filters by name part and level, and pages with totals", async () => {
    for (const [name, level] of [
      ["List Gamma", 7],
      ["list beta", 6],
      ["List Alpha", 7],
    ] as const) {
      await F.insertRole(t.h.db, name, level, ["org"]);
    }
    const list = (filter: object, page?: object) =>
      admin.gql<{ roles: { total: number; items: F.RoleOut[] } }>(LIST, { filter, page });
    const all = (await list({ name: "LIST" })).data!.roles;
    expect(all.total).toBe(3);
    expect(all.items.map((r) => r.name)).toEqual(["list beta", "List Alpha", "List Gamma"]);
    const paged = (await list({ name: "list" }, { offset: 1, limit: 1 })).data!.roles;
    expect(paged).toMatchObject({ total: 3, items: [{ name: "List Alpha" }] });
    expect((await list({ name: "list", level: 7 })).data!.roles.total).toBe(2);
    expect((await list({ name: "%" })).data!.roles.total).toBe(0); // a literal, not a wildcard
    const top = (await list({})).data!.roles.items;
    expect(top[0]).toMatchObject({ name: SUPER_ADMIN_ROLE, level: 1, editable: false });
    const [held] = await t.h.db
      .select({ n: count() })
      .from(accounts)
      .where(eq(accounts.roleId, await F.roleId(t.h.db, OPERATOR_ROLE)));
    expect(top.find((r) => r.name === OPERATOR_ROLE)).toMatchObject({ holders: held!.n, editable: true });
    const tooMany = await list({}, { offset: 0, limit: 101 });
    expect(fieldErrors(tooMany)).toEqual({ limit: MSG.range });
    // The operator may not edit its own role nor the super-admin's, but may edit junior roles.
    const seen = (await operator.gql<{ roles: { items: F.RoleOut[] } }>(LIST, {})).data!.roles.items;
    const editable = Object.fromEntries(seen.map((r) => [r.name, r.editable]));
    expect(editable).toMatchObject({ [SUPER_ADMIN_ROLE]: false, [OPERATOR_ROLE]: false, "list beta": true });
  });

  it("creates, reads, updates and deletes a role with whole grant trees and an audit row each", async () => {
    const events: AccessChange[] = [];
    const stop = onAccessChanged((e) => events.push(e));
    const made = await F.create(admin, {
      name: " Auditors ",
      level: 3,
      remark: "  read-only ",
      menuIds: [id("org:role:edit")],
    });
    expect(made).toMatchObject({
      name: "Auditors",
      level: 3,
      remark: "read-only",
      holders: 0,
      editable: true,
    });
    const rid = Number(made.id);
    expect(await F.grantedCodes(t.h.db, rid)).toEqual(["org", "org:role", "org:role:edit"]);
    expect([...made.menuIds].sort()).toEqual(["org", "org:role", "org:role:edit"].map(id).sort());
    expect((await admin.gql<{ role: F.RoleOut }>(ONE, { id: made.id })).data?.role).toEqual(made);

    const upd = await admin.gql<{ updateRole: F.RoleOut }>(UPDATE, {
      id: made.id,
      input: { name: "Auditors 2", level: 4, remark: "", menuIds: [id("cgm:list:detail"), id("cgm:list")] },
    });
    expect(upd.data?.updateRole).toMatchObject({ name: "Auditors 2", level: 4, remark: null });
    expect(await F.grantedCodes(t.h.db, rid)).toEqual(["cgm", "cgm:list", "cgm:list:detail"]);
    // On a server database the event comes back through LISTEN/NOTIFY, a moment after the answer.
    await until(() => events.some((e) => e.roleIds?.[0] === rid));
    expect(events).toContainEqual({ roleIds: [rid] });

    expect((await admin.gql(DELETE, { id: made.id })).data).toEqual({ deleteRole: true });
    expect(await t.h.db.select().from(roles).where(eq(roles.id, rid))).toEqual([]);
    expect(await t.h.db.select().from(roleMenus).where(eq(roleMenus.roleId, rid))).toEqual([]);
    await until(() => events.filter((e) => e.roleIds?.[0] === rid).length >= 2);
    expect(events.filter((e) => e.roleIds?.[0] === rid)).toHaveLength(2);
    stop();
    expect(code(await admin.gql(ONE, { id: made.id }))).toBe("NOT_FOUND");

    const log = await t.h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "role"), eq(auditLog.entityId, made.id)));
    const byAction = Object.fromEntries(log.map((l) => [l.action, l]));
    expect(Object.keys(byAction).sort()).toEqual(["role.create", "role.delete", "role.update"]);
    expect(byAction["role.create"]?.after).toMatchObject({
      name: "Auditors",
      menus: ["org", "org:role", "org:role:edit"],
    });
    expect(byAction["role.update"]).toMatchObject({
      before: { name: "Auditors", level: 3 },
      after: { name: "Auditors 2" },
    });
    expect(byAction["role.delete"]?.before).toMatchObject({ name: "Auditors 2", level: 4 });
    expect(byAction["role.delete"]?.actor).toBe("admin");
  });

  it("validates every field with the domain's message ids, writing nothing", async () => {
    const before = await roleState(t.h.db);
    const ok = { name: "Valid", level: 5, remark: "", menuIds: [] };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: "" }, { name: MSG.required }],
      [{ name: "   " }, { name: MSG.required }],
      [{ name: "x".repeat(16) }, { name: MSG.tooLong }],
      [{ name: "bad<name>!" }, { name: MSG.specialChars }],
      [{ level: null }, { level: MSG.required }],
      [{ level: 0 }, { level: MSG.range }],
      [{ level: 100 }, { level: MSG.range }],
      [{ remark: "r".repeat(51) }, { remark: MSG.tooLong }],
      [
        { name: "", level: 0, remark: "r".repeat(51) },
        { name: MSG.required, level: MSG.range, remark: MSG.tooLong },
      ],
    ];
    for (const [patch, expected] of cases) {
      const r = await admin.gql(CREATE, { input: { ...ok, ...patch } });
      expect(code(r), JSON.stringify(patch)).toBe("BAD_USER_INPUT");
      expect(fieldErrors(r), JSON.stringify(patch)).toEqual(expected);
    }
    const { level: _omitted, ...noLevel } = ok;
    expect(fieldErrors(await admin.gql(CREATE, { input: noLevel }))).toEqual({ level: MSG.required });
    // GraphQL itself refuses a non-integer level; ids that are not plain integers are unknown menus.
    expect(code(await admin.gql(CREATE, { input: { ...ok, level: 1.5 } }))).toBe("BAD_USER_INPUT");
    expect(code(await admin.gql(CREATE, { input: { ...ok, menuIds: ["abc"] } }))).toBe("BAD_USER_INPUT");
    expect(fieldErrors(await admin.gql(CREATE, { input: { ...ok, menuIds: ["1e1"] } }))).toEqual({
      menuIds: "role.menuNotGrantable",
    });
    const rid = String(await F.roleId(t.h.db, OPERATOR_ROLE));
    expect(fieldErrors(await admin.gql(UPDATE, { id: rid, input: { ...ok, name: "" } }))).toEqual({
      name: MSG.required,
    });
    expect(await roleState(t.h.db)).toEqual(before);
  });

  it("keeps a caller to its own level and its own menus", async () => {
    const before = await roleState(t.h.db);
    const input = { name: "Too senior", level: 1, remark: "", menuIds: [id("org:list")] };
    for (const level of [1, 4]) {
      const r = await operator.gql(CREATE, { input: { ...input, level } });
      expect(code(r)).toBe("BAD_USER_INPUT");
      expect(fieldErrors(r)).toEqual({ level: "role.levelTooHigh" });
    }
    for (const menuIds of [[id("sys:dict:add")], [id("org:list"), "999999"], [id("sys")]]) {
      const r = await operator.gql(CREATE, { input: { ...input, level: 5, menuIds } });
      expect(fieldErrors(r)).toEqual({ menuIds: "role.menuNotGrantable" });
    }
    const both = await operator.gql(CREATE, { input: { ...input, menuIds: [id("sys:audit")] } });
    expect(fieldErrors(both)).toEqual({ level: "role.levelTooHigh", menuIds: "role.menuNotGrantable" });
    expect(await roleState(t.h.db)).toEqual(before);

    // Roles more senior than the caller, or granting what it lacks, are beyond its reach.
    const senior = await F.create(admin, { name: "Senior", level: 3, menuIds: [id("org:list")] });
    const sysJunior = await F.create(admin, { name: "Sys junior", level: 6, menuIds: [id("sys:dict")] });
    const mine = await F.create(operator, { name: "Op made", level: 5, menuIds: [id("org:account:add")] });
    expect(mine).toMatchObject({ level: 5, editable: true });
    const seen = (
      await operator.gql<{ roles: { items: F.RoleOut[] } }>(LIST, { filter: {}, page: { limit: 100 } })
    ).data!.roles.items;
    const editable = Object.fromEntries(seen.map((r) => [r.name, r.editable]));
    expect(editable).toMatchObject({ Senior: false, "Sys junior": false, "Op made": true });
    const frozen = await roleState(t.h.db);
    for (const target of [senior, sysJunior]) {
      const input2 = { name: target.name, level: 7, remark: "", menuIds: [id("org:list")] };
      expect(code(await operator.gql(UPDATE, { id: target.id, input: input2 }))).toBe("FORBIDDEN");
      expect(code(await operator.gql(DELETE, { id: target.id }))).toBe("FORBIDDEN");
    }
    expect(await roleState(t.h.db)).toEqual(frozen);

    const forOperator = await F.assignableNames(operator);
    expect(forOperator).toEqual(expect.arrayContaining([OPERATOR_ROLE, "Op made", "list beta"]));
    for (const name of [SUPER_ADMIN_ROLE, "Senior", "Sys junior"]) expect(forOperator).not.toContain(name);
    expect(await F.assignableNames(admin)).toEqual(
      expect.arrayContaining([SUPER_ADMIN_ROLE, "Senior", "Sys junior"]),
    );
  });

  it("protects the built-in role and the caller's own role", async () => {
    const before = await roleState(t.h.db);
    const superId = String(await F.roleId(t.h.db, SUPER_ADMIN_ROLE));
    const opId = String(await F.roleId(t.h.db, OPERATOR_ROLE));
    const input = { name: "Renamed", level: 5, remark: "", menuIds: [] };
    for (const c of [admin, operator]) {
      expect(err(await c.gql(UPDATE, { id: superId, input }))).toMatchObject({
        code: "CONFLICT",
        messageId: "role.builtin",
      });
      expect(err(await c.gql(DELETE, { id: superId }))).toMatchObject({
        code: "CONFLICT",
        messageId: "role.builtin",
      });
    }
    expect(err(await operator.gql(UPDATE, { id: opId, input }))).toMatchObject({
      code: "CONFLICT",
      messageId: "role.ownRole",
    });
    expect(err(await operator.gql(DELETE, { id: opId }))).toMatchObject({
      code: "CONFLICT",
      messageId: "role.ownRole",
    });
    expect(await roleState(t.h.db)).toEqual(before);
  });

  it("refuses to delete a role that accounts hold, saying how many", async () => {
    const held = await F.create(admin, { name: "Held", level: 6, menuIds: [id("org:list")] });
    await F.insertAccount(t.h.db, "role-holder", Number(held.id), "holder123");
    const before = await roleState(t.h.db);
    const r = await admin.gql(DELETE, { id: held.id });
    expect(err(r)).toMatchObject({ code: "CONFLICT", messageId: "role.inUse", values: { count: 1 } });
    expect(r.errors?.[0]?.message).toBe("This role is still held by 1 account");
    const opHolders = (
      await admin.gql<{ role: F.RoleOut }>(ONE, { id: String(await F.roleId(t.h.db, OPERATOR_ROLE)) })
    ).data!.role;
    const refused = await admin.gql(DELETE, { id: opHolders.id });
    expect(refused.errors?.[0]?.message).toBe(`This role is still held by ${opHolders.holders} accounts`);
    expect(await roleState(t.h.db)).toEqual(before);
  });

  it("refuses callers without the role codes, anonymous callers and partner ERP keys", async () => {
    const viewerRole = await F.insertRole(t.h.db, "Role viewer", 8, ["org", "org:role"]);
    await F.insertAccount(t.h.db, "role-viewer", viewerRole, "viewer123");
    const viewer = new Caller(t.url);
    expect((await viewer.login("role-viewer", "viewer123")).errors).toBeUndefined();
    expect((await viewer.gql(LIST, {})).errors).toBeUndefined();
    const target = String(await F.roleId(t.h.db, "List Gamma"));
    const before = await roleState(t.h.db);
    const input = { name: "Nope", level: 9, remark: "", menuIds: [] };
    expect(code(await viewer.gql(CREATE, { input }))).toBe("FORBIDDEN");
    expect(code(await viewer.gql(UPDATE, { id: target, input }))).toBe("FORBIDDEN");
    expect(code(await viewer.gql(DELETE, { id: target }))).toBe("FORBIDDEN");
    expect(code(await viewer.gql(ASSIGNABLE))).toBe("FORBIDDEN");
    const anonymous = new Caller(t.url);
    expect(code(await anonymous.gql(LIST, {}))).toBe("UNAUTHENTICATED");
    expect(code(await anonymous.gql(CREATE, { input }))).toBe("UNAUTHENTICATED");
    // An ERP key holds "org:account" (to read accounts) but is no staff member: no roles to assign.
    expect(code(await F.asErp(t.h.db, t.url, ASSIGNABLE))).toBe("FORBIDDEN");
    expect(await roleState(t.h.db)).toEqual(before);
  });

  it("keeps names unique whatever their case, and answers NOT_FOUND for unknown ids", async () => {
    const one = await F.create(admin, { name: "Unique One", level: 8 });
    const two = await F.create(admin, { name: "Unique Two", level: 8 });
    const before = await roleState(t.h.db);
    const taken = { code: "CONFLICT", messageId: "role.nameTaken" };
    expect(
      err(await admin.gql(CREATE, { input: { name: "unique ONE", level: 8, menuIds: [] } })),
    ).toMatchObject(taken);
    const rename = { name: " UNIQUE one ", level: 8, remark: "", menuIds: [] };
    expect(err(await admin.gql(UPDATE, { id: two.id, input: rename }))).toMatchObject(taken);
    expect(await roleState(t.h.db)).toEqual(before);
    // A role may keep its own name in another case.
    const self = await admin.gql<{ updateRole: F.RoleOut }>(UPDATE, { id: one.id, input: rename });
    expect(self.data?.updateRole.name).toBe("UNIQUE one");

    for (const bad of ["999999", "abc", "-1", "99999999999"]) {
      expect(code(await admin.gql(ONE, { id: bad }))).toBe("NOT_FOUND");
      expect(code(await admin.gql(UPDATE, { id: bad, input: rename }))).toBe("NOT_FOUND");
      expect(code(await admin.gql(DELETE, { id: bad }))).toBe("NOT_FOUND");
    }
  });
});
