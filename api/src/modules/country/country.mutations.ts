import { and, count, eq, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { centerCountries, clientCountries, countries, languages, type Db } from "@cgm/db";
import { countrySchema, validateWith } from "@cgm/domain";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { badInput, notFound, unauthenticated } from "../../common/errors";
import { idOrNotFound, parseId } from "../../common/ids";
import { isForeignKeyViolation, isUniqueViolation } from "../../common/listing";
import { assertCenterVisible } from "../center/center.scope";
import {
  countryCodeTaken,
  countryInUse,
  countryInUseByClients,
  countryNotFound,
  unknownLanguage,
} from "./country.errors";
import { countryById } from "./country.service";
import { cleanTranslations, lockCountry, writeTranslations } from "./country.translations";
import type { Country, CountryInput, CountryTranslationsInput } from "./country.types";
import { attachFile, releaseFile } from "../../files";

const ownerOf = (id: number) => `country:${id}`;

/**
 * Makes `next` the country's icon in the caller's transaction: it must be a complete countryIcon upload
 * of the caller's (or already this country's), else BAD_USER_INPUT on iconFileId; the icon it replaces
 * is released for the cleanup.
 */
async function setIcon(ctx: Context, db: Db, id: number, before: string | null, next: string) {
  if (!ctx.principal) throw unauthenticated();
  await attachFile(db, {
    fileId: next,
    kind: "countryIcon",
    owner: ownerOf(id),
    accountId: ctx.principal.accountId,
    field: "iconFileId",
  });
  if (before && before !== next) await releaseFile(db, before, ownerOf(id));
  await db.update(countries).set({ iconFileId: next }).where(eq(countries.id, id));
}

/**
 * The input checked by countrySchema. The icon is required: an update that leaves `iconFileId` out
 * keeps `current` (the country's icon), null or blank is refused like a create without one.
 */
function clean(input: CountryInput, current: string | null = null) {
  const r = validateWith(countrySchema, {
    ...input,
    iconFileId: input.iconFileId === undefined ? current : input.iconFileId,
    centerId: input.centerId == null ? undefined : (parseId(input.centerId) ?? -1),
    defaultLanguageId: input.defaultLanguageId == null ? undefined : (parseId(input.defaultLanguageId) ?? -1),
  });
  if (!r.ok) throw badInput(r.fieldErrors);
  const v = r.value;
  return {
    name: v.country,
    code: v.countryCode.toUpperCase(),
    phoneAreaCode: v.phoneAreaCode,
    centerId: v.centerId,
    defaultLanguageId: v.defaultLanguageId,
    iconFileId: v.iconFileId,
  };
}
type Clean = Omit<ReturnType<typeof clean>, "iconFileId">;

/** The center must be one the caller sees, the language must exist, the code must be free. */
async function check(ctx: Context, db: Db, v: Clean, exceptId: number | null): Promise<void> {
  if (!ctx.principal) throw unauthenticated();
  await assertCenterVisible(db, ctx.principal, v.centerId);
  const [lang] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.id, v.defaultLanguageId));
  if (!lang) throw unknownLanguage("defaultLanguageId");
  const same = sql`lower(${countries.code}) = lower(${v.code})`;
  const [hit] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(exceptId === null ? same : and(same, ne(countries.id, exceptId)))
    .limit(1);
  if (hit) throw countryCodeTaken();
}

/** A country's own center supports it. */
async function supportAtCenter(db: Db, countryId: number, centerId: number): Promise<void> {
  await db.insert(centerCountries).values({ centerId, countryId }).onConflictDoNothing();
}

/** What a concurrent save or delete makes the database refuse, as the same answers the checks give. */
const mapUnique = (e: unknown): never => {
  if (isUniqueViolation(e)) throw countryCodeTaken();
  throw isForeignKeyViolation(e) ? notFound("The center or language") : e;
};

export async function createCountry(ctx: Context, input: CountryInput): Promise<Country> {
  const { iconFileId, ...v } = clean(input);
  const id = await ctx.db
    .transaction(async (tx) => {
      await check(ctx, tx, v, null);
      const [row] = await tx.insert(countries).values(v).returning({ id: countries.id });
      if (!row) throw new Error("country was not written");
      await setIcon(ctx, tx, row.id, null, iconFileId);
      await supportAtCenter(tx, row.id, v.centerId);
      await audit(ctx, tx, {
        action: "country.create",
        entity: "country",
        entityId: row.id,
        after: { ...v, iconFileId },
      });
      return row.id;
    })
    .catch(mapUnique);
  return countryById(ctx.db, id);
}

export async function updateCountry(ctx: Context, id: string, input: CountryInput): Promise<Country> {
  const cid = idOrNotFound(id, "The country");
  await ctx.db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(countries).where(eq(countries.id, cid)).for("update");
      if (!before) throw countryNotFound();
      const { iconFileId, ...v } = clean(input, before.iconFileId);
      await check(ctx, tx, v, cid);
      await tx
        .update(countries)
        .set({ ...v, updatedAt: new Date() })
        .where(eq(countries.id, cid));
      await setIcon(ctx, tx, cid, before.iconFileId, iconFileId);
      await supportAtCenter(tx, cid, v.centerId);
      const after = { ...v, iconFileId };
      await audit(ctx, tx, { action: "country.update", entity: "country", entityId: cid, before, after });
    })
    .catch(mapUnique);
  return countryById(ctx.db, cid);
}

/** Centers that support this country and no other one (they would be left supporting none). */
async function centersLeftEmpty(db: Db, countryId: number): Promise<number> {
  const other = alias(centerCountries, "other");
  const [row] = await db
    .select({ n: count() })
    .from(centerCountries)
    .where(
      and(
        eq(centerCountries.countryId, countryId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(other)
            .where(and(eq(other.centerId, centerCountries.centerId), ne(other.countryId, countryId))),
        ),
      ),
    );
  return row?.n ?? 0;
}

async function clientsOf(db: Db, countryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clientCountries)
    .where(eq(clientCountries.countryId, countryId));
  return row?.n ?? 0;
}

/**
 * Deletes a country, with its translations and its place in the centers' supported countries; refused
 * while a center supports it alone, or while clients support it.
 */
export async function deleteCountry(ctx: Context, id: string): Promise<boolean> {
  const cid = idOrNotFound(id, "The country");
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(countries).where(eq(countries.id, cid)).for("update");
    if (!before) throw countryNotFound();
    const left = await centersLeftEmpty(tx, cid);
    if (left > 0) throw countryInUse(left);
    const users = await clientsOf(tx, cid);
    if (users > 0) throw countryInUseByClients(users);
    await tx.delete(countries).where(eq(countries.id, cid));
    if (before.iconFileId) await releaseFile(tx, before.iconFileId, ownerOf(cid));
    await audit(ctx, tx, { action: "country.delete", entity: "country", entityId: cid, before });
  });
  return true;
}

export async function setCountryTranslations(
  ctx: Context,
  id: string,
  input: CountryTranslationsInput,
): Promise<Country> {
  const cid = idOrNotFound(id, "The country");
  await ctx.db
    .transaction(async (tx) => {
      if (!(await lockCountry(tx, cid))) throw countryNotFound();
      const names = await cleanTranslations(tx, input.translations ?? []);
      await writeTranslations(tx, cid, names);
      const after = Object.fromEntries(names);
      await audit(ctx, tx, { action: "country.translate", entity: "country", entityId: cid, after });
    })
    .catch((e: unknown) => {
      // A language deleted while we wrote its name.
      throw isForeignKeyViolation(e) ? unknownLanguage("translations") : e;
    });
  return countryById(ctx.db, cid);
}
