import { eq, inArray } from "drizzle-orm";
import { menus, organisationMenus, organisations } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput } from "../../common/errors";
import { isPublicHttpsUrl } from "../../common/netguard";
import { newErpKey } from "../../auth/erp";
import { publishAccessChanged } from "../../live/access";
import { findVisible, getOrganisation } from "./organisation.service";
import type { ErpConnectionInput, ErpKey, Organisation } from "./organisation.types";

/** The function setup: menu ids the organisation's accounts may use (empty: no restriction). */
export async function organisationFunctions(ctx: Context, p: Principal, id: number): Promise<number[]> {
  await findVisible(ctx.db, p, id);
  const rows = await ctx.db
    .select({ menuId: organisationMenus.menuId })
    .from(organisationMenus)
    .where(eq(organisationMenus.orgId, id));
  return rows.map((r) => r.menuId).sort((a, b) => a - b);
}

/** Sets the function setup, within the functions the caller holds itself; ancestors come along. */
export async function setOrganisationFunctions(
  ctx: Context,
  p: Principal,
  id: number,
  menuIds: number[],
): Promise<number[]> {
  const wanted = [...new Set(menuIds)];
  await ctx.db.transaction(async (tx) => {
    await findVisible(tx, p, id);
    const rows = wanted.length
      ? await tx
          .select({ id: menus.id, code: menus.code, parentId: menus.parentId })
          .from(menus)
          .where(inArray(menus.id, wanted))
      : [];
    if (rows.length !== wanted.length || rows.some((r) => !p.codes.has(r.code))) {
      throw badInput({ menuIds: "organisation.functionNotGrantable" });
    }
    const all = await tx.select({ id: menus.id, parentId: menus.parentId }).from(menus);
    const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
    const withAncestors = new Set<number>();
    for (const m of rows)
      for (let x: number | null = m.id; x != null; x = parentOf.get(x) ?? null) withAncestors.add(x);
    const before = await tx
      .select({ menuId: organisationMenus.menuId })
      .from(organisationMenus)
      .where(eq(organisationMenus.orgId, id));
    await tx.delete(organisationMenus).where(eq(organisationMenus.orgId, id));
    if (withAncestors.size) {
      await tx.insert(organisationMenus).values([...withAncestors].map((menuId) => ({ orgId: id, menuId })));
    }
    await audit(ctx, tx, {
      action: "organisation.functions",
      entity: "organisation",
      entityId: id,
      before: { menuIds: before.map((b) => b.menuId).sort((a, b) => a - b) },
      after: { menuIds: [...withAncestors].sort((a, b) => a - b) },
    });
  });
  publishAccessChanged({ orgIds: [id] });
  return organisationFunctions(ctx, p, id);
}

/** ERP number, e-mails and callback URL (https, never a private, loopback or link-local target). */
export async function setErpConnection(
  ctx: Context,
  p: Principal,
  id: number,
  input: ErpConnectionInput,
): Promise<Organisation> {
  if (input.callbackUrl && !(await isPublicHttpsUrl(input.callbackUrl))) {
    throw badInput({ callbackUrl: "organisation.callbackRefused" });
  }
  await ctx.db.transaction(async (tx) => {
    const before = await findVisible(tx, p, id);
    const next = { erpNumber: input.erpNumber, emails: input.emails, callbackUrl: input.callbackUrl || null };
    await tx
      .update(organisations)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(organisations.id, id));
    await audit(ctx, tx, {
      action: "organisation.erp",
      entity: "organisation",
      entityId: id,
      before: { erpNumber: before.erpNumber, emails: before.emails, callbackUrl: before.callbackUrl },
      after: next,
    });
  });
  return getOrganisation(ctx, p, id);
}

/** A new authorization key, shown once; only its hash is kept and the previous key stops working. */
export async function rotateErpKey(ctx: Context, p: Principal, id: number): Promise<ErpKey> {
  const { key, hash } = newErpKey();
  await ctx.db.transaction(async (tx) => {
    const before = await findVisible(tx, p, id);
    await tx
      .update(organisations)
      .set({ erpKeyHash: hash, erpKeyCreatedAt: new Date(), updatedAt: new Date() })
      .where(eq(organisations.id, id));
    await audit(ctx, tx, {
      action: "organisation.rotateErpKey",
      entity: "organisation",
      entityId: id,
      before: { erpKeyHash: before.erpKeyHash },
      after: { erpKeyHash: hash },
    });
  });
  return { key, organisation: await getOrganisation(ctx, p, id) };
}
