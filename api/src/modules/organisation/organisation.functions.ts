import { eq } from "drizzle-orm";
import { menus, organisationMenus, organisations, type Db } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput, conflict } from "../../common/errors";
import { publishAccessChanged } from "../../live/access";
import { findVisible } from "./organisation.service";

/** The function setup as stored: null when unrestricted, else the menu ids allowed (maybe none). */
async function setupOf(db: Db, id: number, restricted: boolean): Promise<number[] | null> {
  if (!restricted) return null;
  const rows = await db
    .select({ menuId: organisationMenus.menuId })
    .from(organisationMenus)
    .where(eq(organisationMenus.orgId, id));
  return rows.map((r) => r.menuId).sort((a, b) => a - b);
}

/** The function setup: menu ids the organisation's accounts may use, or null for no restriction. */
export async function organisationFunctions(
  ctx: Context,
  p: Principal,
  id: number,
): Promise<number[] | null> {
  const org = await findVisible(ctx.db, p, id);
  return setupOf(ctx.db, id, org.functionsRestricted);
}

/** `wanted` with every ancestor (directory, page), when each is a menu the caller holds; else null. */
async function grantable(db: Db, p: Principal, wanted: number[]): Promise<Set<number> | null> {
  const all = await db.select({ id: menus.id, code: menus.code, parentId: menus.parentId }).from(menus);
  const byId = new Map(all.map((m) => [m.id, m]));
  const out = new Set<number>();
  for (const id of wanted) {
    if (!byId.has(id)) return null;
    // Up to the root; the catalogue is three levels deep, the bound stops a corrupt cycle.
    for (let m = byId.get(id), n = 0; m && n < 10; m = byId.get(m.parentId ?? -1), n++) out.add(m.id);
  }
  return [...out].every((id) => p.codes.has(byId.get(id)!.code)) ? out : null;
}

/** Whether the caller holds every function there is (only then may it lift an organisation's limit). */
async function holdsEverything(db: Db, p: Principal): Promise<boolean> {
  const all = await db.select({ code: menus.code }).from(menus);
  return all.every((m) => p.codes.has(m.code));
}

/**
 * Sets the function setup of another organisation: a list of menu ids (their directories and pages come
 * along; an empty list allows nothing), or null to lift the restriction. Nobody changes their own
 * organisation's setup, a list holds only functions the caller holds itself, and only a caller holding
 * every function may lift the restriction (else its organisation's accounts could get more than it has).
 */
export async function setOrganisationFunctions(
  ctx: Context,
  p: Principal,
  id: number,
  menuIds: number[] | null,
): Promise<number[] | null> {
  await ctx.db.transaction(async (tx) => {
    const before = await findVisible(tx, p, id);
    if (id === p.orgId) {
      throw conflict(
        "You cannot change the function setup of your own organisation",
        "organisation.ownFunctions",
      );
    }
    let allowed: Set<number> | null = null;
    if (menuIds === null) {
      if (!(await holdsEverything(tx, p)))
        throw badInput({ menuIds: "organisation.unrestrictedNotGrantable" });
    } else {
      allowed = await grantable(tx, p, [...new Set(menuIds)]);
      if (!allowed) throw badInput({ menuIds: "organisation.functionNotGrantable" });
    }
    const was = await setupOf(tx, id, before.functionsRestricted);
    await tx.delete(organisationMenus).where(eq(organisationMenus.orgId, id));
    if (allowed?.size) {
      await tx.insert(organisationMenus).values([...allowed].map((menuId) => ({ orgId: id, menuId })));
    }
    await tx
      .update(organisations)
      .set({ functionsRestricted: allowed !== null, updatedAt: new Date() })
      .where(eq(organisations.id, id));
    await audit(ctx, tx, {
      action: "organisation.functions",
      entity: "organisation",
      entityId: id,
      before: { menuIds: was },
      after: { menuIds: allowed ? [...allowed].sort((a, b) => a - b) : null },
    });
  });
  publishAccessChanged({ orgIds: [id] });
  return organisationFunctions(ctx, p, id);
}
