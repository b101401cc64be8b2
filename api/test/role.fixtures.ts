import { asc, eq, inArray } from "drizzle-orm";
import { accounts, auditLog, hashPassword, menus, organisations, roleMenus, roles, type Db } from "@cgm/db";
import { newErpKey } from "../src/auth/erp";
import type { Caller, GqlResult } from "./harness";

export const FIELDS = `id name level remark createdAt holders menuIds editable lockedReason`;
export const LIST = `query($filter: RoleFilter, $page: PageInput) {
  roles(filter: $filter, page: $page) { total items { ${FIELDS} } } }`;
export const ONE = `query($id: ID!) { role(id: $id) { ${FIELDS} } }`;
export const ASSIGNABLE = `{ assignableRoles { name } }`;
export const CREATE = `mutation($input: RoleInput!) { createRole(input: $input) { ${FIELDS} } }`;
export const UPDATE = `mutation($id: ID!, $input: RoleInput!) { updateRole(id: $id, input: $input) { ${FIELDS} } }`;
export const DELETE = `mutation($id: ID!) { deleteRole(id: $id) }`;

export interface RoleOut {
  id: string;
  name: string;
  level: number;
  remark: string | null;
  createdAt: string;
  holders: number;
  menuIds: string[];
  editable: boolean;
}

export type GqlErrors = { errors?: { extensions?: Record<string, unknown> }[] };

export const err = (r: GqlResult) => r.errors?.[0]?.extensions ?? {};
export const fieldErrors = (r: GqlResult) => err(r).fieldErrors;

/** code -> menu id */
export async function menuIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: menus.id, code: menus.code }).from(menus);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Everything a role write could change: roles, grants and the audit rows about roles. */
export async function roleState(db: Db) {
  const [r, g, a] = await Promise.all([
    db.select().from(roles).orderBy(asc(roles.id)),
    db.select().from(roleMenus).orderBy(asc(roleMenus.roleId), asc(roleMenus.menuId)),
    db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entity, "role")),
  ]);
  return { roles: r, grants: g, audits: a.length };
}

export async function roleId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

/** Codes a role holds, sorted. */
export async function grantedCodes(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .select({ code: menus.code })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, id));
  return rows.map((r) => r.code).sort();
}

/** A role written straight to the database, granted the given codes. */
export async function insertRole(db: Db, name: string, level: number, codes: string[]): Promise<number> {
  const [row] = await db.insert(roles).values({ name, level }).returning({ id: roles.id });
  const ids = await db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes));
  if (ids.length) await db.insert(roleMenus).values(ids.map((m) => ({ roleId: row!.id, menuId: m.id })));
  return row!.id;
}

/** An active account of the root organisation holding a role, written straight to the database. */
export async function insertAccount(db: Db, account: string, roleId: number, password: string) {
  const [hq] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.number, "ORG-0001"));
  await db.insert(accounts).values({
    account,
    name: account,
    phone: "+86 138 0000 0001",
    passwordHash: await hashPassword(password),
    roleId,
    orgId: hq!.id,
    dataScope: "ALL",
  });
}

/** Creates a role through the API and returns it (fails the test on an error). */
export async function create(c: Caller, input: Record<string, unknown>): Promise<RoleOut> {
  const r = await c.gql<{ createRole: RoleOut }>(CREATE, { input: { remark: "", menuIds: [], ...input } });
  if (!r.data?.createRole) throw new Error(`createRole failed: ${JSON.stringify(r.errors)}`);
  return r.data.createRole;
}

/** Names of the roles a caller may assign. */
export async function assignableNames(c: Caller): Promise<string[]> {
  const r = await c.gql<{ assignableRoles: { name: string }[] }>(ASSIGNABLE);
  return (r.data?.assignableRoles ?? []).map((x) => x.name);
}

/** Runs a query as a partner ERP system holding the root organisation's key, made by the administrator. */
export async function asErp(db: Db, url: string, query: string): Promise<GqlErrors> {
  const { key, hash } = newErpKey();
  const [maker] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account, "admin"));
  await db
    .update(organisations)
    .set({ erpKeyHash: hash, erpKeyCreatedBy: maker!.id })
    .where(eq(organisations.number, "ORG-0001"));
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as GqlErrors;
}
