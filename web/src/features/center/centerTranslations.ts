import { countryTranslationsSchema, validateWith } from "@cgm/domain";
import type { CenterFieldsFragment, CenterTranslationsInput } from "../../gql/graphql";

/** country id -> language id -> the name being edited ("" for none). */
export type NameGrid = Record<string, Record<string, string>>;
/** `<country id>:<language id>` (or a country id alone) -> message id. */
export type GridErrors = Record<string, string>;

export const cellKey = (countryId: string, languageId: string) => `${countryId}:${languageId}`;

/** The stored names of the center's countries, one cell per language. */
export function gridOf(center: CenterFieldsFragment, languageIds: string[]): NameGrid {
  return Object.fromEntries(
    center.countries.map((c) => [
      c.id,
      Object.fromEntries(
        languageIds.map((l) => [l, c.translations.find((t) => t.languageId === l)?.name ?? ""]),
      ),
    ]),
  );
}

/** What is sent for one country: its filled-in names, in language order. */
function namesOf(row: Record<string, string>, languageIds: string[]) {
  return languageIds
    .filter((l) => (row[l] ?? "").trim() !== "")
    .map((l) => ({ languageId: l, name: (row[l] ?? "").trim() }));
}

const changed = (a: Record<string, string> = {}, b: Record<string, string> = {}, ids: string[]) =>
  ids.some((l) => (a[l] ?? "").trim() !== (b[l] ?? "").trim());

/**
 * The mutation's input for the countries whose names changed, checked by the domain's schema of names
 * per language; errors are keyed by cell. An emptied cell removes that language's name.
 */
export function translationsInput(
  grid: NameGrid,
  initial: NameGrid,
  languageIds: string[],
): { input: CenterTranslationsInput; errors: GridErrors } {
  const errors: GridErrors = {};
  const countries = Object.keys(grid)
    .filter((id) => changed(grid[id], initial[id], languageIds))
    .map((countryId) => {
      const translations = namesOf(grid[countryId] ?? {}, languageIds);
      const r = validateWith(countryTranslationsSchema, { translations });
      if (!r.ok) Object.assign(errors, cellErrors(countryId, translations, r.fieldErrors, "translations"));
      return { countryId, translations };
    });
  return { input: { countries }, errors };
}

/** Field errors of a list of names (`<prefix>[j].name`) as errors of their cells. */
function cellErrors(
  countryId: string,
  translations: { languageId: string }[],
  fieldErrors: Record<string, string>,
  prefix: string,
): GridErrors {
  const out: GridErrors = {};
  for (const [path, id] of Object.entries(fieldErrors)) {
    const m = /^\[(\d+)\]/.exec(path.slice(prefix.length));
    const languageId = m ? translations[Number(m[1])]?.languageId : undefined;
    out[languageId ? cellKey(countryId, languageId) : countryId] = id;
  }
  return out;
}

/** The server's field errors (`countries[i].translations[j].name`, `countries[i].countryId`) by cell. */
export function serverErrors(
  input: CenterTranslationsInput,
  fieldErrors: Record<string, string>,
): GridErrors {
  const out: GridErrors = {};
  for (const [path, id] of Object.entries(fieldErrors)) {
    const m = /^countries\[(\d+)\](.*)$/.exec(path);
    const country = m ? input.countries[Number(m[1])] : undefined;
    if (!m || !country) continue;
    Object.assign(
      out,
      cellErrors(
        String(country.countryId),
        country.translations.map((t) => ({ languageId: String(t.languageId) })),
        { [m[2] ?? ""]: id },
        ".translations",
      ),
    );
  }
  return out;
}
