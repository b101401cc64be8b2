import { eq } from "drizzle-orm";
import { LOCALES, LOCALE_NAMES } from "@cgm/domain";
import type { Db } from "../client";
import {
  centerCountries,
  centers,
  countries,
  countryTranslations,
  dictionaries,
  dictionaryLabels,
  languages,
  systemSettings,
} from "../schema/index";
import {
  APP_DISPLAY_CODES,
  DEMO_CENTERS,
  DEMO_COUNTRIES,
  DEMO_DICTIONARIES,
  perLocale,
  type DictDef,
} from "./localisation.data";

/** Marks the localisation data as written once: what an administrator deletes later stays deleted. */
const SEEDED_KEY = "seed.localisation";

async function seedDictionary(
  db: Db,
  def: DictDef,
  parentId: number | null,
  sort: number,
  langIds: Map<string, number>,
) {
  const names = perLocale(def.names);
  const [row] = await db
    .insert(dictionaries)
    .values({
      parentId,
      key: def.key,
      name: names.get("en") ?? def.key,
      enName: names.get("en") ?? null,
      zhName: names.get("zh-CN") ?? null,
      code: def.code,
      sort,
      remark: def.remark ?? null,
    })
    .returning({ id: dictionaries.id });
  if (!row) throw new Error(`dictionary ${def.key} was not written`);
  await db.insert(dictionaryLabels).values(
    [...names].map(([code, label]) => ({
      dictionaryId: row.id,
      languageId: langIds.get(code) ?? 0,
      label,
    })),
  );
  let i = 0;
  for (const child of def.items) await seedDictionary(db, child, row.id, (i += 10), langIds);
}

/**
 * The twelve interface languages, about twenty countries with their names in each language, three
 * centers and the dictionaries of the console's option lists. Written once (idempotent: a second call
 * does nothing), in the caller's transaction.
 */
export async function seedLocalisation(db: Db, orgIds: Map<string, number>): Promise<void> {
  const [done] = await db.select().from(systemSettings).where(eq(systemSettings.key, SEEDED_KEY));
  if (done) return;
  const langIds = new Map<string, number>();
  for (const code of LOCALES) {
    const [row] = await db
      .insert(languages)
      .values({ name: LOCALE_NAMES[code], code, appCode: APP_DISPLAY_CODES[code] })
      .onConflictDoNothing()
      .returning({ id: languages.id });
    const id =
      row?.id ??
      (await db.select({ id: languages.id }).from(languages).where(eq(languages.code, code)))[0]?.id;
    if (id !== undefined) langIds.set(code, id);
  }
  const root = orgIds.get("hq");
  if (root === undefined) throw new Error("root organisation missing");
  const centerIds = new Map<string, number>();
  for (const def of DEMO_CENTERS) {
    const [row] = await db
      .insert(centers)
      .values({ name: def.name, code: def.code, domain: def.domain, orgId: orgIds.get(def.org) ?? root })
      .onConflictDoNothing()
      .returning({ id: centers.id });
    if (row) centerIds.set(def.code, row.id);
  }
  for (const def of DEMO_COUNTRIES) {
    const centerId = centerIds.get(def.center);
    const languageId = langIds.get(def.language);
    if (centerId === undefined || languageId === undefined) continue;
    const names = perLocale(def.names);
    const [row] = await db
      .insert(countries)
      .values({
        name: names.get("en") ?? def.code,
        code: def.code,
        phoneAreaCode: def.phone,
        centerId,
        defaultLanguageId: languageId,
      })
      .onConflictDoNothing()
      .returning({ id: countries.id });
    if (!row) continue;
    await db.insert(centerCountries).values({ centerId, countryId: row.id });
    await db
      .insert(countryTranslations)
      .values(
        [...names].map(([code, name]) => ({ countryId: row.id, languageId: langIds.get(code) ?? 0, name })),
      );
  }
  let sort = 0;
  for (const def of DEMO_DICTIONARIES) {
    const [exists] = await db
      .select({ id: dictionaries.id })
      .from(dictionaries)
      .where(eq(dictionaries.key, def.key));
    if (!exists) await seedDictionary(db, def, null, (sort += 10), langIds);
  }
  await db.insert(systemSettings).values({ key: SEEDED_KEY, value: 1 }).onConflictDoNothing();
}
