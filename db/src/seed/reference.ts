import { and, eq, inArray, notInArray } from "drizzle-orm";
import { ALL_MENU_CODES, MENU_TREE, walkMenus, type MenuDef, DEFAULT_TIME_ZONE } from "@cgm/domain";
import type { Db } from "../client";
import { menus, roleMenus, roles, systemSettings } from "../schema/index";

export const SUPER_ADMIN_ROLE = "Super admin";

/** Writes the menu catalogue (insert or update by code) and returns code -> id. Idempotent. */
export async function seedMenus(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const write = async (items: MenuDef[], parentId: number | null) => {
    let sort = 0;
    for (const m of items) {
      sort += 10;
      const values = {
        code: m.code,
        name: m.name,
        type: m.type,
        url: m.url ?? null,
        icon: m.icon ?? null,
        parentId,
        sort,
      };
      const [row] = await db
        .insert(menus)
        .values(values)
        .onConflictDoUpdate({ target: menus.code, set: values })
        .returning({ id: menus.id });
      if (!row) throw new Error(`menu ${m.code} was not written`);
      ids.set(m.code, row.id);
      if (m.children) await write(m.children, row.id);
    }
  };
  await write(MENU_TREE, null);
  // Menus that left the catalogue go (their grants cascade).
  await db.delete(menus).where(notInArray(menus.code, ALL_MENU_CODES));
  return ids;
}

/** The super-admin role holds every menu; re-granted on each start so new screens reach it. */
export async function seedSuperAdminRole(db: Db, menuIds: Map<string, number>): Promise<number> {
  await db
    .insert(roles)
    .values({ name: SUPER_ADMIN_ROLE, level: 1, remark: "Holds everything" })
    .onConflictDoNothing();
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
  if (!role) throw new Error("super-admin role missing");
  await db
    .insert(roleMenus)
    .values([...menuIds.values()].map((menuId) => ({ roleId: role.id, menuId })))
    .onConflictDoNothing();
  return role.id;
}

/** Grants a role the given codes (creating it when missing); leaves an existing role's grants alone. */
export async function ensureRole(
  db: Db,
  menuIds: Map<string, number>,
  def: { name: string; level: number; remark: string; codes: string[] },
): Promise<number> {
  const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, def.name));
  if (existing) return existing.id;
  const [role] = await db
    .insert(roles)
    .values({ name: def.name, level: def.level, remark: def.remark })
    .returning({ id: roles.id });
  if (!role) throw new Error(`role ${def.name} was not written`);
  const menuIdList = def.codes.map((c) => menuIds.get(c)).filter((id): id is number => id !== undefined);
  if (menuIdList.length) {
    await db.insert(roleMenus).values(menuIdList.map((menuId) => ({ roleId: role.id, menuId })));
  }
  return role.id;
}

/** Codes of the whole catalogue except one subtree. */
export function codesWithout(rootCode: string): string[] {
  const excluded = new Set<string>();
  for (const [m] of walkMenus(MENU_TREE)) {
    if (m.code === rootCode) for (const [c] of walkMenus([m])) excluded.add(c.code);
  }
  return ALL_MENU_CODES.filter((c) => !excluded.has(c));
}

export async function seedSettings(db: Db): Promise<void> {
  await db.insert(systemSettings).values({ key: "timeZone", value: DEFAULT_TIME_ZONE }).onConflictDoNothing();
}

/** Removes grants of codes a role should not hold (used by tests). */
export async function revokeCodes(db: Db, roleId: number, codes: string[]): Promise<void> {
  if (!codes.length) return;
  const ids = await db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes));
  if (!ids.length) return;
  await db.delete(roleMenus).where(
    and(
      eq(roleMenus.roleId, roleId),
      inArray(
        roleMenus.menuId,
        ids.map((r) => r.id),
      ),
    ),
  );
}
