import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { accounts, menus, roleMenus, roles, type Db } from "@cgm/db";
import { roleSchema, validateWith, type FieldErrors } from "@cgm/domain";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { badInput, forbidden } from "../../common/errors";
import { publishAccessChanged } from "../../live/access";
import {
  grantClosure,
  holdersOutsideScope,
  isBuiltin,
  loadCaller,
  lockReason,
  type RoleCaller,
} from "./role.access";
import {
  FOREIGN_KEY_VIOLATION,
  ROLE_MSG,
  UNIQUE_VIOLATION,
  builtinRole,
  heldOutsideScope,
  menuNotGrantable,
  nameTaken,
  ownRole,
  parseId,
  pgCode,
  roleInUse,
  roleNotFound,
} from "./role.errors";
import { grantsOf, holdersOf, ROLE_COLUMNS, roleById, type RoleRow } from "./role.service";
import type { Role, RoleInput } from "./role.types";

interface CleanRole {
  name: string;
  level: number;
  remark: string | null;
  menuIds: number[];
}

/**
 * The input as stored: validated again by the domain schema (the service never trusts its caller),
 * trimmed, with menu ids parsed strictly (an id that is not a plain positive integer is unknown).
 */
function clean(input: RoleInput): CleanRole {
  const ids = input.menuIds ?? [];
  const menuIds = [...new Set(ids.map((id) => parseId(String(id))))];
  if (menuIds.some((id) => id === null)) throw menuNotGrantable();
  const result = validateWith(roleSchema, { ...input, remark: input.remark ?? "", menuIds });
  if (!result.ok) throw badInput(result.fieldErrors);
  const v = result.value;
  return { name: v.name, level: v.level, remark: v.remark || null, menuIds: menuIds as number[] };
}

/** Checks the level and the grants against the caller; returns the menus to store (with ancestors). */
async function checkAgainstCaller(db: Db, caller: RoleCaller, v: CleanRole): Promise<number[]> {
  const errors: FieldErrors = {};
  if (v.level < caller.level) errors.level = ROLE_MSG.levelTooHigh;
  const grants = await grantClosure(db, caller, v.menuIds);
  if (!grants) errors.menuIds = ROLE_MSG.menuNotGrantable;
  if (Object.keys(errors).length || !grants) throw badInput(errors);
  return grants;
}

/** Names are unique ignoring case. */
async function assertNameFree(db: Db, name: string, exceptId: number | null): Promise<void> {
  const same = sql`lower(${roles.name}) = lower(${name})`;
  const [hit] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(exceptId === null ? same : and(same, ne(roles.id, exceptId)))
    .limit(1);
  if (hit) throw nameTaken();
}

/** What the audit log keeps of a role: its fields and granted menu codes. */
async function snapshot(db: Db, row: Omit<RoleRow, "id" | "createdAt">, menuIds: number[]) {
  const codes = menuIds.length
    ? await db
        .select({ code: menus.code })
        .from(menus)
        .where(inArray(menus.id, menuIds))
        .orderBy(asc(menus.code))
    : [];
  return { name: row.name, level: row.level, remark: row.remark, menus: codes.map((c) => c.code) };
}

async function writeGrants(db: Db, roleId: number, menuIds: number[]): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
}

/** Loads a role for a change, locked for the transaction, and refuses what the caller may not change. */
async function lockForChange(db: Db, caller: RoleCaller, id: number) {
  const [row] = await db.select(ROLE_COLUMNS).from(roles).where(eq(roles.id, id)).for("update");
  if (!row) throw roleNotFound();
  if (isBuiltin(row)) throw builtinRole();
  if (row.id === caller.roleId) throw ownRole();
  // Lock the holders too, so no account of another tenant takes the role while it changes.
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.roleId, id)).for("update");
  const outside = (await holdersOutsideScope(db, caller.principal, [id])).get(id) ?? 0;
  if (outside > 0) throw heldOutsideScope();
  const menuIds = (await grantsOf(db, [id])).get(id) ?? [];
  if (lockReason(caller, row, menuIds, 0)) throw forbidden();
  return { row, menuIds };
}

/** A unique violation that slipped past the check (a concurrent save) is the same CONFLICT. */
function mapUnique(e: unknown): never {
  throw pgCode(e) === UNIQUE_VIOLATION ? nameTaken() : e;
}

export async function createRole(ctx: Context, input: RoleInput): Promise<Role> {
  const caller = await loadCaller(ctx.db, ctx.principal);
  const v = clean(input);
  const id = await ctx.db
    .transaction(async (tx) => {
      const grants = await checkAgainstCaller(tx, caller, v);
      await assertNameFree(tx, v.name, null);
      const [row] = await tx
        .insert(roles)
        .values({ name: v.name, level: v.level, remark: v.remark, createdBy: ctx.principal?.accountId })
        .returning({ id: roles.id });
      if (!row) throw new Error("role was not written");
      await writeGrants(tx, row.id, grants);
      const after = await snapshot(tx, v, grants);
      await audit(ctx, tx, { action: "role.create", entity: "role", entityId: row.id, after });
      return row.id;
    })
    .catch(mapUnique);
  return roleById(ctx.db, caller, id);
}

export async function updateRole(ctx: Context, id: string, input: RoleInput): Promise<Role> {
  const caller = await loadCaller(ctx.db, ctx.principal);
  const rid = parseId(id);
  if (rid === null) throw roleNotFound();
  const v = clean(input);
  await ctx.db
    .transaction(async (tx) => {
      const current = await lockForChange(tx, caller, rid);
      const grants = await checkAgainstCaller(tx, caller, v);
      await assertNameFree(tx, v.name, rid);
      const before = await snapshot(tx, current.row, current.menuIds);
      await tx
        .update(roles)
        .set({ name: v.name, level: v.level, remark: v.remark, updatedAt: new Date() })
        .where(eq(roles.id, rid));
      await writeGrants(tx, rid, grants);
      const after = await snapshot(tx, v, grants);
      await audit(ctx, tx, { action: "role.update", entity: "role", entityId: rid, before, after });
    })
    .catch(mapUnique);
  publishAccessChanged({ roleIds: [rid] });
  return roleById(ctx.db, caller, rid);
}

export async function deleteRole(ctx: Context, id: string): Promise<boolean> {
  const caller = await loadCaller(ctx.db, ctx.principal);
  const rid = parseId(id);
  if (rid === null) throw roleNotFound();
  try {
    await ctx.db.transaction(async (tx) => {
      const current = await lockForChange(tx, caller, rid);
      const holders = (await holdersOf(tx, [rid])).get(rid) ?? 0;
      if (holders > 0) throw roleInUse(holders);
      const before = await snapshot(tx, current.row, current.menuIds);
      await tx.delete(roles).where(eq(roles.id, rid)); // its grants go by cascade
      await audit(ctx, tx, { action: "role.delete", entity: "role", entityId: rid, before });
    });
  } catch (e) {
    // An account given this role while we deleted it: the foreign key refuses, and so do we.
    if (pgCode(e) !== FOREIGN_KEY_VIOLATION) throw e;
    throw roleInUse((await holdersOf(ctx.db, [rid])).get(rid) ?? 1);
  }
  publishAccessChanged({ roleIds: [rid] });
  return true;
}
