import { asc, eq, inArray } from "drizzle-orm";
import { countries, countryTranslations, languages, type Db } from "@cgm/db";
import { countryTranslationsSchema, validateWith } from "@cgm/domain";
import { badInput } from "../../common/errors";
import { parseId } from "../../common/ids";
import type { Translation, TranslationInput } from "./country.types";
import { unknownLanguage } from "./country.errors";

/** The translations of each country, by language code. */
export async function translationsOf(db: Db, countryIds: number[]): Promise<Map<number, Translation[]>> {
  const out = new Map<number, Translation[]>(countryIds.map((id) => [id, []]));
  if (!countryIds.length) return out;
  const rows = await db
    .select({
      countryId: countryTranslations.countryId,
      languageId: countryTranslations.languageId,
      languageCode: languages.code,
      name: countryTranslations.name,
    })
    .from(countryTranslations)
    .innerJoin(languages, eq(languages.id, countryTranslations.languageId))
    .where(inArray(countryTranslations.countryId, countryIds))
    .orderBy(asc(languages.code));
  for (const r of rows) {
    out
      .get(r.countryId)
      ?.push({ languageId: String(r.languageId), languageCode: r.languageCode, name: r.name });
  }
  return out;
}

/**
 * Checks a list of names per language (`field` names the argument in field errors): valid, one name per
 * language, every language existing. Returns language id -> name.
 */
export async function cleanTranslations(
  db: Db,
  list: TranslationInput[],
  field = "translations",
): Promise<Map<number, string>> {
  const ids = list.map((t) => parseId(t.languageId));
  const r = validateWith(countryTranslationsSchema, {
    translations: list.map((t, i) => ({ languageId: ids[i] ?? -1, name: t.name })),
  });
  if (!r.ok) {
    throw badInput(
      Object.fromEntries(
        Object.entries(r.fieldErrors).map(([k, v]) => [k.replace(/^translations/, field), v]),
      ),
    );
  }
  const byLanguage = new Map<number, string>();
  for (const t of r.value.translations) {
    if (byLanguage.has(t.languageId)) throw unknownLanguage(field);
    byLanguage.set(t.languageId, t.name);
  }
  if (byLanguage.size) {
    const found = await db
      .select({ id: languages.id })
      .from(languages)
      .where(inArray(languages.id, [...byLanguage.keys()]));
    if (found.length !== byLanguage.size) throw unknownLanguage(field);
  }
  return byLanguage;
}

/** Replaces a country's translations (in the caller's transaction). */
export async function writeTranslations(
  db: Db,
  countryId: number,
  names: Map<number, string>,
): Promise<void> {
  await db.delete(countryTranslations).where(eq(countryTranslations.countryId, countryId));
  if (names.size) {
    await db
      .insert(countryTranslations)
      .values([...names].map(([languageId, name]) => ({ countryId, languageId, name })));
  }
}

/** Locks a country row for a change; false when it does not exist. */
export async function lockCountry(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, id))
    .for("update");
  return Boolean(row);
}
