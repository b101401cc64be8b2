import { and, count, eq, ilike, inArray, ne, sql, type SQL } from "drizzle-orm";
import { countries, languages, versionReleaseLanguages, type Db } from "@cgm/db";
import { languageSchema, validateWith } from "@cgm/domain";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { badInput } from "../../common/errors";
import { idOrNotFound } from "../../common/ids";
import { pageOf, type PageInput } from "../../common/paging";
import { containsPattern, isForeignKeyViolation, isUniqueViolation, orderOf } from "../../common/listing";
import {
  languageCodeTaken,
  languageInUse,
  languageInUseByReleases,
  languageNotFound,
} from "./language.errors";
import {
  LanguageSortField,
  type Language,
  type LanguageFilter,
  type LanguageInput,
  type LanguagePage,
  type LanguageSort,
} from "./language.types";

const SORT = {
  [LanguageSortField.LANGUAGE]: languages.name,
  [LanguageSortField.LANGUAGE_CODE]: languages.code,
  [LanguageSortField.APP_DISPLAY_CODE]: languages.appCode,
  [LanguageSortField.UPDATED_AT]: languages.updatedAt,
};

type Row = typeof languages.$inferSelect;

/** Countries having each language as default. */
async function usersOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: countries.defaultLanguageId, n: count() })
    .from(countries)
    .where(inArray(countries.defaultLanguageId, ids))
    .groupBy(countries.defaultLanguageId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The version releases in a language. */
async function releasesIn(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(versionReleaseLanguages)
    .where(eq(versionReleaseLanguages.languageId, id));
  return row?.n ?? 0;
}

/** Refuses to delete a language some country has as default, or some version release is in. */
async function assertUnused(db: Db, id: number, orAtLeastOne = false): Promise<void> {
  const users = (await usersOf(db, [id])).get(id) ?? 0;
  if (users > 0) throw languageInUse(users);
  const releases = await releasesIn(db, id);
  if (releases > 0) throw languageInUseByReleases(releases);
  if (orAtLeastOne) throw languageInUse(1);
}

async function toLanguages(db: Db, rows: Row[]): Promise<Language[]> {
  const used = await usersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: String(r.id),
    language: r.name,
    languageCode: r.code,
    appDisplayCode: r.appCode,
    countries: used.get(r.id) ?? 0,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export async function listLanguages(
  ctx: Context,
  filter: LanguageFilter | null | undefined,
  sort: LanguageSort | null | undefined,
  page: PageInput | null | undefined,
): Promise<LanguagePage> {
  const conds: SQL[] = [];
  const name = containsPattern(filter?.language);
  if (name) conds.push(ilike(languages.name, name));
  const code = containsPattern(filter?.languageCode);
  if (code) conds.push(ilike(languages.code, code));
  const where = and(...conds);
  const { offset, limit } = pageOf(page);
  const column = SORT[sort?.field ?? LanguageSortField.LANGUAGE_CODE];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(languages)
      .where(where)
      .orderBy(...orderOf(column, sort?.direction, languages.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(languages).where(where),
  ]);
  return { items: await toLanguages(ctx.db, rows), total: total?.n ?? 0 };
}

async function languageById(db: Db, id: number): Promise<Language> {
  const [lang] = await toLanguages(db, await db.select().from(languages).where(eq(languages.id, id)));
  if (!lang) throw languageNotFound();
  return lang;
}

export const getLanguage = (ctx: Context, id: string) =>
  languageById(ctx.db, idOrNotFound(id, "The language"));

function clean(input: LanguageInput) {
  const r = validateWith(languageSchema, input);
  if (!r.ok) throw badInput(r.fieldErrors);
  return { name: r.value.language, code: r.value.languageCode, appCode: r.value.appDisplayCode };
}

async function assertCodeFree(db: Db, code: string, exceptId: number | null) {
  const same = sql`lower(${languages.code}) = lower(${code})`;
  const [hit] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(exceptId === null ? same : and(same, ne(languages.id, exceptId)))
    .limit(1);
  if (hit) throw languageCodeTaken();
}

/** A unique violation that slipped past the check (a concurrent save) is the same CONFLICT. */
const mapUnique = (e: unknown): never => {
  throw isUniqueViolation(e) ? languageCodeTaken() : e;
};

export async function createLanguage(ctx: Context, input: LanguageInput): Promise<Language> {
  const v = clean(input);
  const id = await ctx.db
    .transaction(async (tx) => {
      await assertCodeFree(tx, v.code, null);
      const [row] = await tx.insert(languages).values(v).returning({ id: languages.id });
      if (!row) throw new Error("language was not written");
      await audit(ctx, tx, { action: "language.create", entity: "language", entityId: row.id, after: v });
      return row.id;
    })
    .catch(mapUnique);
  return languageById(ctx.db, id);
}

export async function updateLanguage(ctx: Context, id: string, input: LanguageInput): Promise<Language> {
  const lid = idOrNotFound(id, "The language");
  const v = clean(input);
  await ctx.db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(languages).where(eq(languages.id, lid)).for("update");
      if (!before) throw languageNotFound();
      await assertCodeFree(tx, v.code, lid);
      await tx
        .update(languages)
        .set({ ...v, updatedAt: new Date() })
        .where(eq(languages.id, lid));
      await audit(ctx, tx, {
        action: "language.update",
        entity: "language",
        entityId: lid,
        before,
        after: v,
      });
    })
    .catch(mapUnique);
  return languageById(ctx.db, lid);
}

/**
 * Deletes a language no country has as default and no version release is in; its translations and
 * labels go with it.
 */
export async function deleteLanguage(ctx: Context, id: string): Promise<boolean> {
  const lid = idOrNotFound(id, "The language");
  try {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(languages).where(eq(languages.id, lid)).for("update");
      if (!before) throw languageNotFound();
      await assertUnused(tx, lid);
      await tx.delete(languages).where(eq(languages.id, lid));
      await audit(ctx, tx, { action: "language.delete", entity: "language", entityId: lid, before });
    });
  } catch (e) {
    // A country or release given this language while we deleted it: the foreign key refuses, and so do we.
    if (!isForeignKeyViolation(e)) throw e;
    await assertUnused(ctx.db, lid, true);
  }
  return true;
}
