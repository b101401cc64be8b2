import { asc, inArray } from "drizzle-orm";
import { menus, type Db } from "@cgm/db";
import { MAX_MENU_DEPTH } from "@cgm/domain";
import { MenuTypeEnum, type MenuItem } from "./menu.types";

/**
 * The menus of the given codes as a tree (at most three levels), in catalogue order. Called with the
 * principal's effective codes (the role's grants within the organisation's function setup, as loaded
 * for the shield rules), so the side menu offers exactly what the API then allows.
 */
export async function grantedMenuTree(db: Db, codes: ReadonlySet<string>): Promise<MenuItem[]> {
  if (!codes.size) return [];
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
    .where(inArray(menus.code, [...codes]))
    .orderBy(asc(menus.sort), asc(menus.id));
  const granted = new Set(rows.map((r) => r.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const r of rows) {
    // An entry whose parent is not granted has no place in the tree.
    if (r.parentId != null && !granted.has(r.parentId)) continue;
    byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
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
