import { eq } from "drizzle-orm";
import { organisationMenus, organisations, type Db } from "@cgm/db";

/**
 * A new sub-organisation starts with its parent's function setup, so creating one under a restricted
 * organisation never opens functions the parent's accounts may not use.
 */
export async function inheritFunctionSetup(
  db: Db,
  parent: { id: number; functionsRestricted: boolean },
  childId: number,
): Promise<void> {
  if (!parent.functionsRestricted) return;
  const rows = await db
    .select({ menuId: organisationMenus.menuId })
    .from(organisationMenus)
    .where(eq(organisationMenus.orgId, parent.id));
  if (rows.length)
    await db.insert(organisationMenus).values(rows.map((r) => ({ orgId: childId, menuId: r.menuId })));
  await db.update(organisations).set({ functionsRestricted: true }).where(eq(organisations.id, childId));
}
