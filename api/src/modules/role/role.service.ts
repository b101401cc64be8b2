import { and, asc, count, eq, gte, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { accounts, roleMenus, roles, type Db } from "@cgm/db";
import type { Context } from "../../context";
import { pageOf, type PageInput } from "../../common/paging";
import { holdersOutsideScope, loadCaller, lockReason, mayAssign, type RoleCaller } from "./role.access";
import { parseId, roleNotFound } from "./role.errors";
import type { Role, RoleFilter, RolePage } from "./role.types";

/** The columns a Role is built from. */
export const ROLE_COLUMNS = {
  id: roles.id,
  name: roles.name,
  level: roles.level,
  remark: roles.remark,
  createdAt: roles.createdAt,
};
export type RoleRow = { id: number; name: string; level: number; remark: string | null; createdAt: Date };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Most senior first, then by name. */
const ORDER = [asc(roles.level), asc(sql`lower(${roles.name})`), asc(roles.id)];

/** The grants of each role, in one query. */
export async function grantsOf(db: Db, roleIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return out;
  const rows = await db
    .select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(inArray(roleMenus.roleId, roleIds))
    .orderBy(asc(roleMenus.menuId));
  for (const r of rows) out.get(r.roleId)?.push(r.menuId);
  return out;
}

/** Accounts holding each role (all accounts: a role's holders block its deletion whatever the scope). */
export async function holdersOf(db: Db, roleIds: number[]): Promise<Map<number, number>> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .select({ roleId: accounts.roleId, n: count() })
    .from(accounts)
    .where(inArray(accounts.roleId, roleIds))
    .groupBy(accounts.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

/** Rows as the API's Role, with holders, grants and whether the caller may edit each. */
async function toRoles(db: Db, caller: RoleCaller, rows: RoleRow[]): Promise<Role[]> {
  const ids = rows.map((r) => r.id);
  const [grants, holders, outside] = await Promise.all([
    grantsOf(db, ids),
    holdersOf(db, ids),
    holdersOutsideScope(db, caller.principal, ids),
  ]);
  return rows.map((r) => {
    const menuIds = grants.get(r.id) ?? [];
    const locked = lockReason(caller, r, menuIds, outside.get(r.id) ?? 0);
    return {
      id: String(r.id),
      name: r.name,
      level: r.level,
      remark: r.remark,
      createdAt: r.createdAt,
      holders: holders.get(r.id) ?? 0,
      menuIds: menuIds.map(String),
      editable: locked === null,
      lockedReason: locked,
    };
  });
}

export async function listRoles(
  ctx: Context,
  filter: RoleFilter | null | undefined,
  page: PageInput | null | undefined,
): Promise<RolePage> {
  const caller = await loadCaller(ctx.db, ctx.principal);
  const conds: SQL[] = [];
  const name = filter?.name?.trim();
  if (name) conds.push(ilike(roles.name, `%${escapeLike(name)}%`));
  if (filter?.level != null) conds.push(eq(roles.level, filter.level));
  const where = and(...conds);
  const { offset, limit } = pageOf(page);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(ROLE_COLUMNS)
      .from(roles)
      .where(where)
      .orderBy(...ORDER)
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(roles).where(where),
  ]);
  return { items: await toRoles(ctx.db, caller, rows), total: total?.n ?? 0 };
}

/** One role by id, as seen by the caller. */
export async function roleById(db: Db, caller: RoleCaller, id: number): Promise<Role> {
  const rows = await db.select(ROLE_COLUMNS).from(roles).where(eq(roles.id, id));
  const [role] = await toRoles(db, caller, rows);
  if (!role) throw roleNotFound();
  return role;
}

export async function getRole(ctx: Context, id: string): Promise<Role> {
  const caller = await loadCaller(ctx.db, ctx.principal);
  const rid = parseId(id);
  if (rid === null) throw roleNotFound();
  return roleById(ctx.db, caller, rid);
}

/** Roles the caller may give to an account: not more senior than its own, granting nothing it lacks. */
export async function assignableRoles(ctx: Context): Promise<Role[]> {
  const caller = await loadCaller(ctx.db, ctx.principal);
  const rows = await ctx.db
    .select(ROLE_COLUMNS)
    .from(roles)
    .where(gte(roles.level, caller.level))
    .orderBy(...ORDER);
  const all = await toRoles(ctx.db, caller, rows);
  return all.filter((r) => mayAssign(caller, r, r.menuIds.map(Number)));
}
