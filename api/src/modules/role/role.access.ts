import { and, count, eq, inArray, not } from "drizzle-orm";
import { accounts, menus, roles, SUPER_ADMIN_ROLE, type Db } from "@cgm/db";
import type { Principal } from "../../context";
import { forbidden, unauthenticated } from "../../common/errors";
import { accountScope } from "../../common/scope";
import { ROLE_MSG } from "./role.errors";

/** What the caller may do with roles: its own role, that role's level and the menus it may grant. */
export interface RoleCaller {
  principal: Principal;
  roleId: number;
  level: number;
  /** Ids of the menus the caller holds (its effective codes), so the only ones it may grant. */
  menuIds: ReadonlySet<number>;
}

/** The caller's standing; only a signed-in staff member with an existing role has one (fail closed). */
export async function loadCaller(db: Db, p: Principal | null): Promise<RoleCaller> {
  if (!p) throw unauthenticated();
  if (p.kind !== "staff") throw forbidden();
  const [own] = await db.select({ level: roles.level }).from(roles).where(eq(roles.id, p.roleId));
  if (!own) throw forbidden();
  const codes = [...p.codes];
  const held = codes.length
    ? await db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes))
    : [];
  return { principal: p, roleId: p.roleId, level: own.level, menuIds: new Set(held.map((m) => m.id)) };
}

export const isBuiltin = (role: { name: string }) => role.name === SUPER_ADMIN_ROLE;

/** The role grants nothing the caller does not hold itself. */
export const withinCaller = (caller: RoleCaller, menuIds: Iterable<number>) =>
  [...menuIds].every((id) => caller.menuIds.has(id));

/**
 * Why the caller may not edit or delete a role (a message id), or null when it may: the built-in
 * super-admin role, the caller's own role (no self-lockout), a role held by an account outside the
 * caller's account scope (roles are shared: a change reaches every holder), a more senior role, or a
 * role granting menus the caller lacks.
 */
export function lockReason(
  caller: RoleCaller,
  role: { id: number; name: string; level: number },
  menuIds: Iterable<number>,
  holdersOutside: number,
): string | null {
  if (isBuiltin(role)) return ROLE_MSG.builtin;
  if (role.id === caller.roleId) return ROLE_MSG.ownRole;
  if (holdersOutside > 0) return ROLE_MSG.heldOutsideScope;
  if (role.level < caller.level) return ROLE_MSG.levelTooHigh;
  if (!withinCaller(caller, menuIds)) return ROLE_MSG.menuNotGrantable;
  return null;
}

/** Accounts holding each role that lie outside the caller's account scope. */
export async function holdersOutsideScope(
  db: Db,
  p: Principal,
  roleIds: number[],
): Promise<Map<number, number>> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .select({ roleId: accounts.roleId, n: count() })
    .from(accounts)
    .where(and(inArray(accounts.roleId, roleIds), not(accountScope(db, p))))
    .groupBy(accounts.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

/** Whether the caller may give the role to an account (the account form's role choices). */
export const mayAssign = (caller: RoleCaller, role: { level: number }, menuIds: Iterable<number>) =>
  role.level >= caller.level && withinCaller(caller, menuIds);

/**
 * The menus a role is granted for the requested ids: each requested id with its ancestors (page,
 * directory), so the tree stays whole. Null when an id is unknown or the result holds a menu the
 * caller does not hold.
 */
export async function grantClosure(
  db: Db,
  caller: RoleCaller,
  requested: readonly number[],
): Promise<number[] | null> {
  const all = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
  const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
  const out = new Set<number>();
  for (const id of requested) {
    if (!parentOf.has(id)) return null;
    // Walk up to the root; the catalogue is at most three levels, the guard stops a corrupt cycle.
    for (let cur: number | null | undefined = id, n = 0; cur != null && n < 10; n++) {
      out.add(cur);
      cur = parentOf.get(cur);
    }
  }
  return withinCaller(caller, out) ? [...out].sort((a, b) => a - b) : null;
}
