import { and, count, eq, exists, ilike, inArray, or, type SQL } from "drizzle-orm";
import { centers, countries, countryTranslations, languages, type Db } from "@cgm/db";
import type { Context } from "../../context";
import { idOrNotFound } from "../../common/ids";
import { pageOf, type PageInput } from "../../common/paging";
import { containsPattern, orderOf } from "../../common/listing";
import { downloadPath } from "../../files/download";
import { countryNotFound } from "./country.errors";
import { translationsOf } from "./country.translations";
import {
  CountrySortField,
  type Country,
  type CountryFilter,
  type CountryPage,
  type CountrySort,
} from "./country.types";

const SORT = {
  [CountrySortField.COUNTRY]: countries.name,
  [CountrySortField.COUNTRY_CODE]: countries.code,
  [CountrySortField.PHONE_AREA_CODE]: countries.phoneAreaCode,
  [CountrySortField.UPDATED_AT]: countries.updatedAt,
};

const COLUMNS = {
  id: countries.id,
  name: countries.name,
  code: countries.code,
  phoneAreaCode: countries.phoneAreaCode,
  iconFileId: countries.iconFileId,
  centerId: countries.centerId,
  centerName: centers.name,
  languageId: countries.defaultLanguageId,
  languageName: languages.name,
  createdAt: countries.createdAt,
  updatedAt: countries.updatedAt,
};

const base = (db: Db) =>
  db
    .select(COLUMNS)
    .from(countries)
    .innerJoin(centers, eq(centers.id, countries.centerId))
    .innerJoin(languages, eq(languages.id, countries.defaultLanguageId));

type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];

async function toCountries(db: Db, rows: Row[]): Promise<Country[]> {
  const names = await translationsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: String(r.id),
    country: r.name,
    countryCode: r.code,
    phoneAreaCode: r.phoneAreaCode,
    iconFileId: r.iconFileId,
    iconUrl: r.iconFileId ? downloadPath(r.iconFileId) : null,
    center: { id: String(r.centerId), name: r.centerName },
    defaultLanguage: { id: String(r.languageId), name: r.languageName },
    translations: names.get(r.id) ?? [],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export async function listCountries(
  ctx: Context,
  filter: CountryFilter | null | undefined,
  sort: CountrySort | null | undefined,
  page: PageInput | null | undefined,
): Promise<CountryPage> {
  const conds: SQL[] = [];
  const name = containsPattern(filter?.country);
  if (name) {
    const translated = ctx.db
      .select({ one: countryTranslations.countryId })
      .from(countryTranslations)
      .where(and(eq(countryTranslations.countryId, countries.id), ilike(countryTranslations.name, name)));
    conds.push(or(ilike(countries.name, name), exists(translated)) as SQL);
  }
  const code = containsPattern(filter?.countryCode);
  if (code) conds.push(ilike(countries.code, code));
  if (filter?.centerId != null)
    conds.push(eq(countries.centerId, idOrNotFound(filter.centerId, "The center")));
  const where = and(...conds);
  const { offset, limit } = pageOf(page);
  const column = SORT[sort?.field ?? CountrySortField.COUNTRY_CODE];
  const [rows, [total]] = await Promise.all([
    base(ctx.db)
      .where(where)
      .orderBy(...orderOf(column, sort?.direction, countries.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(countries).where(where),
  ]);
  return { items: await toCountries(ctx.db, rows), total: total?.n ?? 0 };
}

export async function countryById(db: Db, id: number): Promise<Country> {
  const [c] = await toCountries(db, await base(db).where(eq(countries.id, id)));
  if (!c) throw countryNotFound();
  return c;
}

export const getCountry = (ctx: Context, id: string) => countryById(ctx.db, idOrNotFound(id, "The country"));

/** The countries of the given ids that exist. */
export async function existingCountries(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
  return rows.map((r) => r.id);
}
