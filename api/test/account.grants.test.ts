import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { accounts } from "@cgm/db";
import type { DataScope } from "@cgm/domain";
import { Caller, code, startHarness, testDrivers, type Harness } from "./harness";
import {
  CREATE,
  GET,
  LIST,
  RESET,
  STATUS,
  UPDATE,
  accountRow,
  fieldErrors,
  input,
  insertAccount,
  insertRole,
  messageId,
  orgId,
  roleId,
  signedIn,
} from "./account.helpers";

type Ids = Record<string, number>;
interface Case {
  caller: string;
  org: string;
  scope?: DataScope;
  custom?: string[];
  role?: string;
  want: Record<string, string> | "ok";
}
const OUT = "account.orgOutOfScope";
const HIGH = "account.roleTooHigh";
const WIDE = "account.scopeTooWide";

/** Grant limits: nobody gives an organisation, role or scope beyond its own (callers are Operators). */
const CASES: Case[] = [
  { caller: "scope-org", org: "south", want: { orgId: OUT } },
  { caller: "scope-org", org: "north", role: "Super admin", want: { roleId: HIGH } },
  { caller: "scope-org", org: "north", role: "Senior", want: { roleId: HIGH } },
  { caller: "scope-org", org: "north", role: "Wide", want: { roleId: HIGH } },
  { caller: "scope-org", org: "north", role: "missing", want: { roleId: "validation.required" } },
  { caller: "scope-org", org: "north", scope: "ORG_AND_SUB", want: { dataScope: WIDE } },
  { caller: "scope-org", org: "north", scope: "ALL", want: { dataScope: WIDE } },
  {
    caller: "scope-org",
    org: "north",
    scope: "CUSTOM",
    custom: ["north", "beijing"],
    want: { customOrgIds: OUT },
  },
  { caller: "scope-org", org: "north", scope: "ORG", role: "Viewer", want: "ok" },
  { caller: "scope-subtree", org: "hq", want: { orgId: OUT } },
  { caller: "scope-subtree", org: "north", scope: "ALL", want: { dataScope: WIDE } },
  { caller: "scope-subtree", org: "north", scope: "ORG_AND_SUB", want: "ok" },
  { caller: "scope-subtree", org: "beijing", scope: "CUSTOM", custom: ["tianjin"], want: "ok" },
  { caller: "scope-custom", org: "guangzhou", want: { orgId: OUT } },
  { caller: "scope-custom", org: "south", scope: "ORG_AND_SUB", want: { dataScope: WIDE } },
  {
    caller: "scope-custom",
    org: "south",
    scope: "CUSTOM",
    custom: ["south", "beijing"],
    want: { customOrgIds: OUT },
  },
  { caller: "scope-custom", org: "berlin", scope: "ORG_AND_SUB", want: "ok" },
  { caller: "scope-custom", org: "south", scope: "CUSTOM", custom: ["berlin"], want: "ok" },
  { caller: "scope-personal", org: "tianjin", want: { orgId: OUT } },
  { caller: "scope-personal", org: "beijing", scope: "ORG", want: { dataScope: WIDE } },
  { caller: "scope-personal", org: "beijing", want: "ok" },
  { caller: "scope-all", org: "south", scope: "ALL", want: "ok" },
  { caller: "scope-all", org: "hq", role: "Super admin", want: { roleId: HIGH } },
];

describe.each(testDrivers())("account validation and grant limits on $name", ({ open }) => {
  let t: Harness;
  let admin: Caller;
  const org: Ids = {};
  const role: Ids = {};
  const callers: Record<string, Caller> = {};
  const total = async () => (await t.h.db.select({ n: count() }).from(accounts))[0]!.n;
  let n = 0;

  beforeAll(async () => {
    t = await startHarness(await open());
    admin = await signedIn(new Caller(t.url), "admin", "admin123");
    const numbers = { hq: "ORG-0001", north: "ORG-0100", beijing: "ORG-0101", tianjin: "ORG-0102" };
    const more = { south: "ORG-0200", guangzhou: "ORG-0201", berlin: "ORG-0301" };
    for (const [k, v] of Object.entries({ ...numbers, ...more })) org[k] = await orgId(t.h, v);
    role["Operator"] = await roleId(t.h, "Operator");
    role["Super admin"] = await roleId(t.h, "Super admin");
    role["Viewer"] = await insertRole(t.h, "Viewer", 9, ["org", "org:account"]);
    role["Senior"] = await insertRole(t.h, "Senior", 2, ["org"]);
    role["Wide"] = await insertRole(t.h, "Wide", 9, ["sys", "sys:settings"]);
    role["missing"] = 999_999;
    for (const a of ["scope-org", "scope-subtree", "scope-custom", "scope-personal", "scope-all"]) {
      callers[a] = await signedIn(new Caller(t.url), a, "demo1234");
    }
  });
  afterAll(async () => t?.close());

  it("validates the account form with the spec's message ids, and saves nothing", async () => {
    const before = await total();
    const base = input({ account: "valid.one", roleId: role["Operator"]!, orgId: org.north! });
    const errs = async (patch: Record<string, unknown>) =>
      fieldErrors(await admin.gql(CREATE, { input: { ...base, ...patch } }));
    expect(await errs({ account: "", name: "", phone: "" })).toEqual({
      account: "validation.account.required",
      name: "validation.required",
      phone: "validation.required",
    });
    expect(await errs({ name: "x".repeat(51) })).toEqual({ name: "validation.tooLong" });
    expect(await errs({ name: "Bad <name>!" })).toEqual({ name: "validation.specialChars" });
    expect(await errs({ phone: "not a phone" })).toEqual({ phone: "validation.phone.illegal" });
    expect(await errs({ roleId: role["missing"] })).toEqual({ roleId: "validation.required" });
    expect(await errs({ dataScope: "CUSTOM", customOrgIds: [] })).toEqual({
      customOrgIds: "validation.customOrgs.required",
    });
    expect(code(await admin.gql(CREATE, { input: { ...base, name: "" } }))).toBe("BAD_USER_INPUT");
    expect(await total()).toBe(before);
    // The limits themselves pass: 50 characters, letters of any script.
    const ok = await admin.gql(CREATE, { input: { ...base, name: "名".repeat(50) } });
    expect(ok.errors).toBeUndefined();
  });

  const label = (c: Case) =>
    `${c.caller} gives ${c.role ?? "Operator"}, ${c.scope ?? "PERSONAL"} ${c.custom ?? ""} in ${c.org}: ` +
    (c.want === "ok" ? "allowed" : JSON.stringify(c.want));
  it.each(CASES.map((c) => ({ ...c, label: label(c) })))("$label", async (c) => {
    const before = await total();
    const account = `grant.${++n}`;
    const r = await callers[c.caller]!.gql<{ createAccount: { account: { id: string } } }>(CREATE, {
      input: input({
        account,
        orgId: org[c.org]!,
        roleId: role[c.role ?? "Operator"]!,
        dataScope: c.scope ?? "PERSONAL",
        customOrgIds: (c.custom ?? []).map((k) => org[k]!),
      }),
    });
    if (c.want === "ok") {
      expect(r.errors).toBeUndefined();
      const row = await accountRow(t.h, account);
      expect(row.createdBy).toBe((await accountRow(t.h, c.caller)).id);
      // What it created is in its own scope.
      const read = await callers[c.caller]!.gql(GET, { id: String(row.id) });
      expect(read.errors).toBeUndefined();
    } else {
      expect(code(r)).toBe("BAD_USER_INPUT");
      expect(fieldErrors(r)).toEqual(c.want);
      expect(await total()).toBe(before);
    }
  });

  it("applies the same limits when editing, leaving a refused row unchanged", async () => {
    const target = await insertAccount(t.h, {
      account: "north.edit",
      orgId: org.north!,
      roleId: role["Operator"]!,
    });
    const before = await accountRow(t.h, "north.edit");
    const edit = (patch: Partial<Parameters<typeof input>[0]>) =>
      callers["scope-org"]!.gql(UPDATE, {
        id: String(target),
        input: input({ account: "north.edit", roleId: role["Operator"]!, orgId: org.north!, ...patch }),
      });
    expect(fieldErrors(await edit({ dataScope: "ALL", name: "Renamed" }))).toEqual({ dataScope: WIDE });
    expect(fieldErrors(await edit({ roleId: role["Super admin"]!, orgId: org.south! }))).toEqual({
      roleId: HIGH,
      orgId: OUT,
    });
    expect(fieldErrors(await edit({ account: "north.renamed" }))).toEqual({ account: "account.immutable" });
    expect(await accountRow(t.h, "north.edit")).toEqual(before);
    expect((await edit({ name: "Renamed", dataScope: "ORG" })).errors).toBeUndefined();
  });

  it("refuses a duplicate account name, whatever its case", async () => {
    const before = await total();
    const r = await admin.gql(CREATE, {
      input: input({ account: "SCOPE-ORG", roleId: role["Operator"]!, orgId: org.north! }),
    });
    expect(code(r)).toBe("CONFLICT");
    expect(messageId(r)).toBe("account.taken");
    expect(await total()).toBe(before);
  });

  it("keeps a caller from changing its own access, status or password here, but not its name", async () => {
    const c = callers["scope-org"]!;
    const me = await accountRow(t.h, "scope-org");
    const own = { account: "scope-org", roleId: me.roleId, orgId: me.orgId, dataScope: "ORG" as const };
    for (const patch of [
      { roleId: role["Viewer"]! },
      { dataScope: "PERSONAL" as const },
      { orgId: org.beijing! },
    ]) {
      const r = await c.gql(UPDATE, { id: String(me.id), input: input({ ...own, ...patch }) });
      expect(code(r)).toBe("CONFLICT");
      expect(messageId(r)).toBe("account.self");
    }
    expect(messageId(await c.gql(STATUS, { id: String(me.id), s: "DISABLED" }))).toBe("account.self");
    expect(messageId(await c.gql(RESET, { id: String(me.id) }))).toBe("account.self");
    expect(await accountRow(t.h, "scope-org")).toEqual(me);
    const renamed = await c.gql(UPDATE, {
      id: String(me.id),
      input: input({ ...own, name: "Org Scope Two" }),
    });
    expect(renamed.errors).toBeUndefined();
    expect((await accountRow(t.h, "scope-org")).name).toBe("Org Scope Two");
  });

  it("refuses to manage an account holding more than the caller may grant", async () => {
    const adminRow = await accountRow(t.h, "admin");
    const all = callers["scope-all"]!;
    for (const r of [
      await all.gql(RESET, { id: String(adminRow.id) }),
      await all.gql(STATUS, { id: String(adminRow.id), s: "DISABLED" }),
    ]) {
      expect(code(r)).toBe("FORBIDDEN");
      expect(messageId(r)).toBe("account.beyondGrant");
    }
    const subtree = await accountRow(t.h, "scope-subtree"); // same organisation, wider scope
    expect(messageId(await callers["scope-org"]!.gql(RESET, { id: String(subtree.id) }))).toBe(
      "account.beyondGrant",
    );
    expect(await accountRow(t.h, "admin")).toEqual(adminRow);
    expect(await accountRow(t.h, "scope-subtree")).toEqual(subtree);
  });

  it("is FORBIDDEN to a role without the page or button codes", async () => {
    await insertAccount(t.h, {
      account: "viewer",
      orgId: org.north!,
      roleId: role["Viewer"]!,
      password: "viewer-1",
    });
    const noPage = await insertRole(t.h, "Devices only", 9, ["cgm", "cgm:list"]);
    await insertAccount(t.h, {
      account: "no.page",
      orgId: org.north!,
      roleId: noPage,
      password: "no-page-1",
    });
    const viewer = await signedIn(new Caller(t.url), "viewer", "viewer-1");
    const other = await accountRow(t.h, "north.edit");
    expect((await viewer.gql(LIST)).errors).toBeUndefined();
    const id = String(other.id);
    const edit = input({ account: "north.edit", roleId: other.roleId, orgId: other.orgId });
    for (const [q, v] of [
      [CREATE, { input: input({ account: "by.viewer", roleId: role["Viewer"]!, orgId: org.north! }) }],
      [UPDATE, { id, input: edit }],
      [STATUS, { id, s: "DISABLED" }],
      [RESET, { id }],
    ] as const) {
      expect(code(await viewer.gql(q, v))).toBe("FORBIDDEN");
    }
    const none = await signedIn(new Caller(t.url), "no.page", "no-page-1");
    expect(code(await none.gql(LIST))).toBe("FORBIDDEN");
    expect(code(await none.gql(GET, { id }))).toBe("FORBIDDEN");
    expect(await accountRow(t.h, "north.edit")).toEqual(other);
  });
});
