import { and, count, eq, ilike, inArray, isNull, not, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { accounts, organisations, type Db } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput, conflict, notFound } from "../../common/errors";
import { pageOf, type PageInput } from "../../common/paging";
import { organisationScope } from "../../common/scope";
import { revokeAccountSessions } from "../../auth/session";
import { publishAccessChanged } from "../../live/access";
import { inheritFunctionSetup } from "./organisation.inherit";
import { moveSubtree } from "./organisation.move";
import {
  OrganisationStatus,
  type Organisation,
  type OrganisationFilter,
  type OrganisationInput,
  type OrganisationOption,
} from "./organisation.types";

type Row = typeof organisations.$inferSelect;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Organisations visible to the caller (its data scope), as a reusable condition. */
export const visible = (db: Db, p: Principal): SQL => organisationScope(db, p);

export function toOrganisation(r: Row, childCount: number): Organisation {
  return {
    id: String(r.id),
    parentId: r.parentId,
    name: r.name,
    number: r.number,
    director: r.director,
    contact: r.contact,
    contactPhone: r.contactPhone,
    emails: r.emails,
    label: r.label,
    status: r.status === "DISABLED" ? OrganisationStatus.DISABLED : OrganisationStatus.ACTIVE,
    createdAt: r.createdAt,
    childCount,
    erpNumber: r.erpNumber,
    callbackUrl: r.callbackUrl,
    erpKeySet: Boolean(r.erpKeyHash),
    erpKeyCreatedAt: r.erpKeyCreatedAt,
  };
}

/** Rows with the number of their visible children. */
async function withChildCounts(db: Db, p: Principal, rows: Row[]): Promise<Organisation[]> {
  if (!rows.length) return [];
  const counts = await db
    .select({ parentId: organisations.parentId, n: count() })
    .from(organisations)
    .where(
      and(
        inArray(
          organisations.parentId,
          rows.map((r) => r.id),
        ),
        visible(db, p),
      ),
    )
    .groupBy(organisations.parentId);
  const byParent = new Map(counts.map((c) => [c.parentId, c.n]));
  return rows.map((r) => toOrganisation(r, byParent.get(r.id) ?? 0));
}

/**
 * The list: a search (name, number, status) over everything visible; else the children of parentId;
 * else the top of the caller's visible forest (organisations whose parent it cannot see).
 */
export async function listOrganisations(
  ctx: Context,
  p: Principal,
  filter: OrganisationFilter | undefined,
  page: PageInput | undefined,
) {
  const { offset, limit } = pageOf(page);
  const conds: SQL[] = [visible(ctx.db, p)];
  const searching = Boolean(filter?.name?.trim() || filter?.number?.trim() || filter?.status);
  if (filter?.name?.trim()) conds.push(ilike(organisations.name, `%${escapeLike(filter.name.trim())}%`));
  if (filter?.number?.trim())
    conds.push(ilike(organisations.number, `%${escapeLike(filter.number.trim())}%`));
  if (filter?.status) conds.push(eq(organisations.status, filter.status));
  if (!searching) {
    if (filter?.parentId != null) conds.push(eq(organisations.parentId, filter.parentId));
    else {
      const parent = alias(organisations, "parent");
      const parentVisible = ctx.db
        .select({ id: parent.id })
        .from(parent)
        .where(and(eq(parent.id, organisations.parentId), organisationScope(ctx.db, p, parent.id)));
      conds.push(or(isNull(organisations.parentId), sql`not exists (${parentVisible})`) ?? sql`true`);
    }
  }
  const where = and(...conds);
  const [rows, total] = await Promise.all([
    ctx.db.select().from(organisations).where(where).orderBy(organisations.path).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(organisations).where(where),
  ]);
  return { items: await withChildCounts(ctx.db, p, rows), total: total[0]?.n ?? 0 };
}

/** One visible organisation, else NOT_FOUND. */
export async function findVisible(db: Db, p: Principal, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, id), visible(db, p)));
  if (!row) throw notFound("The organisation");
  return row;
}

export async function getOrganisation(ctx: Context, p: Principal, id: number): Promise<Organisation> {
  const [org] = await withChildCounts(ctx.db, p, [await findVisible(ctx.db, p, id)]);
  return org!;
}

/** Every visible organisation, for pickers (tree built by the client). */
export async function organisationOptions(ctx: Context, p: Principal): Promise<OrganisationOption[]> {
  const rows = await ctx.db
    .select()
    .from(organisations)
    .where(visible(ctx.db, p))
    .orderBy(organisations.path);
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    number: r.number,
    status: r.status === "DISABLED" ? OrganisationStatus.DISABLED : OrganisationStatus.ACTIVE,
  }));
}

async function assertNumberFree(db: Db, number: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        sql`lower(${organisations.number}) = lower(${number})`,
        exceptId ? not(eq(organisations.id, exceptId)) : undefined,
      ),
    );
  if (clash) throw conflict("This organisation number is already used", "organisation.numberTaken");
}

/** A parent the caller can see; a top-level organisation only for callers who see all data. */
async function checkParent(db: Db, p: Principal, parentId: number | null): Promise<Row | null> {
  if (parentId == null) {
    if (p.dataScope !== "ALL") throw badInput({ parentId: "organisation.parentRequired" });
    return null;
  }
  const [parent] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, parentId), visible(db, p)));
  if (!parent) throw badInput({ parentId: "organisation.parentOutOfScope" });
  return parent;
}

const fields = (input: OrganisationInput) => ({
  name: input.name,
  number: input.number,
  director: input.director,
  contact: input.contact,
  contactPhone: input.contactPhone,
  emails: input.emails ?? "",
  label: input.label || null,
});

export async function createOrganisation(
  ctx: Context,
  p: Principal,
  input: OrganisationInput,
): Promise<Organisation> {
  const id = await ctx.db.transaction(async (tx) => {
    const parent = await checkParent(tx, p, input.parentId);
    await assertNumberFree(tx, input.number);
    const [row] = await tx
      .insert(organisations)
      .values({
        ...fields(input),
        parentId: parent?.id ?? null,
        path: parent?.path ?? "/",
        createdBy: p.accountId,
      })
      .returning();
    const path = `${parent?.path ?? "/"}${row!.id}/`;
    await tx.update(organisations).set({ path }).where(eq(organisations.id, row!.id));
    if (parent) await inheritFunctionSetup(tx, parent, row!.id);
    await audit(ctx, tx, {
      action: "organisation.create",
      entity: "organisation",
      entityId: row!.id,
      after: { ...row, path },
    });
    return row!.id;
  });
  return getOrganisation(ctx, p, id);
}

/**
 * Edits an organisation; a new parent moves its whole subtree (never under itself or a descendant), with
 * the partner feed and `device.moved` callbacks of organisation.move.ts.
 */
export async function updateOrganisation(
  ctx: Context,
  p: Principal,
  id: number,
  input: OrganisationInput,
): Promise<Organisation> {
  const moved = await ctx.db.transaction(async (tx) => {
    const before = await findVisible(tx, p, id);
    await assertNumberFree(tx, input.number, id);
    let path = before.path;
    if ((input.parentId ?? null) !== before.parentId) {
      if (id === p.orgId) throw conflict("You cannot move your own organisation", "organisation.own");
      const parent = await checkParent(tx, p, input.parentId);
      if (parent && parent.path.startsWith(before.path)) throw badInput({ parentId: "organisation.cycle" });
      path = await moveSubtree(tx, before, parent);
    }
    const [after] = await tx
      .update(organisations)
      .set({ ...fields(input), parentId: input.parentId ?? null, updatedAt: new Date() })
      .where(eq(organisations.id, id))
      .returning();
    await audit(ctx, tx, {
      action: "organisation.update",
      entity: "organisation",
      entityId: id,
      before,
      after,
    });
    return path !== before.path;
  });
  // The subtree's accounts hold their organisation's path in their sessions and live connections.
  if (moved) publishAccessChanged({ orgIds: [id] });
  return getOrganisation(ctx, p, id);
}

/** Enables or disables; disabling signs out the organisation's accounts and blocks their sign-in. */
export async function setOrganisationStatus(
  ctx: Context,
  p: Principal,
  id: number,
  status: OrganisationStatus,
): Promise<Organisation> {
  if (id === p.orgId && status === OrganisationStatus.DISABLED) {
    throw conflict("You cannot disable your own organisation", "organisation.own");
  }
  const accountIds = await ctx.db.transaction(async (tx) => {
    const before = await findVisible(tx, p, id);
    await tx.update(organisations).set({ status, updatedAt: new Date() }).where(eq(organisations.id, id));
    const members = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.orgId, id));
    if (status === OrganisationStatus.DISABLED)
      for (const m of members) await revokeAccountSessions(tx, m.id);
    await audit(ctx, tx, {
      action: "organisation.status",
      entity: "organisation",
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
    return members.map((m) => m.id);
  });
  publishAccessChanged({ orgIds: [id], accountIds });
  return getOrganisation(ctx, p, id);
}
