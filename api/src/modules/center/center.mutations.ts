import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { centerCountries, centers, clients, countries, type Db } from "@cgm/db";
import { centerSchema, validateWith } from "@cgm/domain";
import type { Context, Principal } from "../../context";
import { audit } from "../../common/audit";
import { badInput } from "../../common/errors";
import { idOrNotFound, parseId } from "../../common/ids";
import { isForeignKeyViolation, isUniqueViolation } from "../../common/listing";
import { existingCountries } from "../country/country.service";
import { centerCodeTaken, centerInUse, centerInUseByClients, unknownCountry } from "./center.errors";
import { assertOrganisationVisible, centerNotFound, centerScope } from "./center.scope";
import { centerById, principalOf } from "./center.service";
import type { Center, CenterInput } from "./center.types";

function clean(input: CenterInput) {
  const countryIds = [...new Set((input.countryIds ?? []).map((id) => parseId(id) ?? -1))];
  const r = validateWith(centerSchema, {
    ...input,
    orgId: input.orgId == null ? undefined : (parseId(input.orgId) ?? -1),
    countryIds,
  });
  if (!r.ok) throw badInput(r.fieldErrors);
  const v = r.value;
  return { name: v.name, code: v.centerCode, domain: v.domain, orgId: v.orgId, countryIds: v.countryIds };
}
type Clean = ReturnType<typeof clean>;

/** The organisation must be in the caller's scope, every country must exist, the code must be free. */
async function check(db: Db, p: Principal, v: Clean, exceptId: number | null): Promise<void> {
  await assertOrganisationVisible(db, p, v.orgId);
  if ((await existingCountries(db, v.countryIds)).length !== v.countryIds.length)
    throw unknownCountry("countryIds");
  const same = sql`lower(${centers.code}) = lower(${v.code})`;
  const [hit] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(exceptId === null ? same : and(same, ne(centers.id, exceptId)))
    .limit(1);
  if (hit) throw centerCodeTaken();
}

async function writeCountries(db: Db, centerId: number, countryIds: number[]): Promise<void> {
  await db.delete(centerCountries).where(eq(centerCountries.centerId, centerId));
  await db.insert(centerCountries).values(countryIds.map((countryId) => ({ centerId, countryId })));
}

/** Locks a center of the caller's scope for a change. */
export async function lockCenter(db: Db, p: Principal, id: number) {
  const [row] = await db
    .select()
    .from(centers)
    .where(and(eq(centers.id, id), centerScope(db, p)))
    .for("update");
  if (!row) throw centerNotFound();
  return row;
}

/** What a concurrent save or delete makes the database refuse, as the same answers the checks give. */
const mapDbError = (e: unknown): never => {
  if (isUniqueViolation(e)) throw centerCodeTaken();
  throw isForeignKeyViolation(e) ? unknownCountry("countryIds") : e;
};

export async function createCenter(ctx: Context, input: CenterInput): Promise<Center> {
  const p = principalOf(ctx);
  const v = clean(input);
  const { countryIds, ...row } = v;
  const id = await ctx.db
    .transaction(async (tx) => {
      await check(tx, p, v, null);
      const [made] = await tx
        .insert(centers)
        .values({ ...row, createdBy: p.accountId })
        .returning({ id: centers.id });
      if (!made) throw new Error("center was not written");
      await writeCountries(tx, made.id, countryIds);
      await audit(ctx, tx, { action: "center.create", entity: "center", entityId: made.id, after: v });
      return made.id;
    })
    .catch(mapDbError);
  return centerById(ctx.db, p, id);
}

export async function updateCenter(ctx: Context, id: string, input: CenterInput): Promise<Center> {
  const p = principalOf(ctx);
  const cid = idOrNotFound(id, "The center");
  const v = clean(input);
  const { countryIds, ...row } = v;
  await ctx.db
    .transaction(async (tx) => {
      const before = await lockCenter(tx, p, cid);
      await check(tx, p, v, cid);
      await tx
        .update(centers)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(centers.id, cid));
      await writeCountries(tx, cid, countryIds);
      await audit(ctx, tx, { action: "center.update", entity: "center", entityId: cid, before, after: v });
    })
    .catch(mapDbError);
  return centerById(ctx.db, p, cid);
}

async function countriesOf(db: Db, centerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(countries).where(eq(countries.centerId, centerId));
  return row?.n ?? 0;
}

async function clientsOf(db: Db, centerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clients).where(eq(clients.centerId, centerId));
  return row?.n ?? 0;
}

/** Refuses, naming how many, while countries or clients belong to the center. */
async function assertUnused(db: Db, centerId: number, atLeastOne = false): Promise<void> {
  const n = await countriesOf(db, centerId);
  if (n > 0) throw centerInUse(n);
  const c = await clientsOf(db, centerId);
  if (c > 0 || atLeastOne) throw centerInUseByClients(Math.max(c, 1));
}

/** Deletes a center no country or client belongs to; its list of supported countries goes with it. */
export async function deleteCenter(ctx: Context, id: string): Promise<boolean> {
  const p = principalOf(ctx);
  const cid = idOrNotFound(id, "The center");
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await lockCenter(tx, p, cid);
      await assertUnused(tx, cid);
      await tx.delete(centers).where(eq(centers.id, cid));
      await audit(ctx, tx, { action: "center.delete", entity: "center", entityId: cid, before });
    });
  } catch (e) {
    // A country or client moved to this center while we deleted it: the foreign key refuses, and so do we.
    if (!isForeignKeyViolation(e)) throw e;
    await assertUnused(ctx.db, cid, true);
  }
  return true;
}

/** The ids among `ids` that the center supports. */
export async function supportedAmong(db: Db, centerId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: centerCountries.countryId })
    .from(centerCountries)
    .where(and(eq(centerCountries.centerId, centerId), inArray(centerCountries.countryId, ids)));
  return new Set(rows.map((r) => r.id));
}
