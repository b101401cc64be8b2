import { asc, eq } from "drizzle-orm";
import { menus, roleMenus, type Db } from "@cgm/db";
import { MAX_MENU_DEPTH } from "@cgm/domain";
import { MenuTypeEnum, type MenuItem } from "./menu.types";

/** The role's granted menus as a tree (at most three levels), in catalogue order. */
export async function grantedMenuTree(db: Db, roleId: number): Promise<MenuItem[]> {
  const rows = await db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      name: menus.name,
      url: menus.url,
      type: menus.type,
      code: menus.code,
      icon: menus.icon,
    })
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(menus.sort), asc(menus.id));
  const granted = new Set(rows.map((r) => r.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const r of rows) {
    // An entry whose parent is not granted has no place in the tree.
    const parent =
      r.parentId != null && granted.has(r.parentId) ? r.parentId : r.parentId == null ? null : -1;
    if (parent === -1) continue;
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const build = (parentId: number | null, depth: number): MenuItem[] =>
    depth > MAX_MENU_DEPTH
      ? []
      : (byParent.get(parentId) ?? []).map((r) => ({
          id: String(r.id),
          name: r.name,
          url: r.url,
          type: (MenuTypeEnum as Record<string, MenuTypeEnum>)[r.type] ?? MenuTypeEnum.PAGE,
          authIdentify: r.code,
          icon: r.icon,
          menuList: build(r.id, depth + 1),
        }));
  return build(null, 1);
}
