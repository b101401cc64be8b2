import { asc, inArray, sql } from "drizzle-orm";
import { countries, countryTranslations, languages, type Db } from "@cgm/db";
import { LIMITS, requiredText, validateWith } from "@cgm/domain";
import { object } from "yup";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { AppError, unauthenticated } from "../../common/errors";
import { isForeignKeyViolation } from "../../common/listing";
import { readUpload } from "../../files/upload";
import { readImportFile, type SheetRow } from "./country.import.read";
import {
  TranslationImportOutcome as Outcome,
  type CountryTranslationImport,
  type TranslationImportError,
  type TranslationImportRow,
} from "./country.import.types";

/** The name rule of the translation setting (required, at most LIMITS.translationMax). */
const nameSchema = object({ name: requiredText(LIMITS.translationMax) });

interface Checked extends TranslationImportRow {
  countryId?: number;
  languageId?: number;
}

const lowerSet = (values: string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];

/** Ids by lower-cased code of the countries and languages the rows name (codes are unique ignoring case). */
async function codesOf(db: Db, rows: SheetRow[], lockCountries: boolean) {
  const countryCodes = lowerSet(rows.map((r) => r.countryCode));
  const languageCodes = lowerSet(rows.map((r) => r.languageCode));
  const countryQuery = db
    .select({ id: countries.id, code: sql<string>`lower(${countries.code})` })
    .from(countries)
    .where(inArray(sql`lower(${countries.code})`, countryCodes.length ? countryCodes : [""]))
    .orderBy(asc(countries.id));
  // Locked in id order: a commit and a translation setting (or a second commit) of the same countries
  // take turns, and never deadlock.
  const [countryRows, languageRows] = await Promise.all([
    lockCountries ? countryQuery.for("update") : countryQuery,
    db
      .select({ id: languages.id, code: sql<string>`lower(${languages.code})` })
      .from(languages)
      .where(inArray(sql`lower(${languages.code})`, languageCodes.length ? languageCodes : [""])),
  ]);
  return {
    country: new Map(countryRows.map((r) => [r.code, r.id])),
    language: new Map(languageRows.map((r) => [r.code, r.id])),
  };
}

/** Each row with its outcome against the database as it is now, and its errors. */
async function check(db: Db, rows: SheetRow[], lockCountries: boolean): Promise<Checked[]> {
  const ids = await codesOf(db, rows, lockCountries);
  const out: Checked[] = rows.map((r) => {
    const errors: TranslationImportError[] = [];
    const countryId = ids.country.get(r.countryCode.toLowerCase());
    const languageId = ids.language.get(r.languageCode.toLowerCase());
    if (!r.countryCode) errors.push({ field: "countryCode", message: "validation.required" });
    else if (!countryId) errors.push({ field: "countryCode", message: "countryImport.unknownCountry" });
    if (!r.languageCode) errors.push({ field: "languageCode", message: "validation.required" });
    else if (!languageId) errors.push({ field: "languageCode", message: "countryImport.unknownLanguage" });
    const name = validateWith(nameSchema, { name: r.name });
    if (!name.ok) errors.push({ field: "name", message: name.fieldErrors.name ?? "validation.invalid" });
    return { ...r, countryId, languageId, errors, outcome: Outcome.ERROR };
  });
  // Every row of a (country, language) pair that the file names more than once.
  const pairs = new Map<string, Checked[]>();
  for (const r of out) {
    if (!r.countryId || !r.languageId) continue;
    const key = `${r.countryId}:${r.languageId}`;
    pairs.set(key, [...(pairs.get(key) ?? []), r]);
  }
  for (const same of pairs.values())
    if (same.length > 1)
      for (const r of same) r.errors.push({ field: "row", message: "countryImport.duplicate" });

  const countryIds = [...new Set(out.flatMap((r) => (r.countryId ? [r.countryId] : [])))];
  const existing = new Map<string, string>();
  if (countryIds.length) {
    const names = await db
      .select()
      .from(countryTranslations)
      .where(inArray(countryTranslations.countryId, countryIds));
    for (const n of names) existing.set(`${n.countryId}:${n.languageId}`, n.name);
  }
  for (const r of out) {
    if (r.errors.length) continue;
    const before = existing.get(`${r.countryId}:${r.languageId}`);
    r.outcome =
      before === undefined ? Outcome.CREATE : before === r.name ? Outcome.UNCHANGED : Outcome.UPDATE;
  }
  return out;
}

function summary(rows: Checked[], committed: boolean): CountryTranslationImport {
  const n = (o: Outcome) => rows.filter((r) => r.outcome === o).length;
  return {
    rows: rows.map(({ countryId: _c, languageId: _l, ...r }) => r),
    created: n(Outcome.CREATE),
    updated: n(Outcome.UPDATE),
    unchanged: n(Outcome.UNCHANGED),
    invalid: n(Outcome.ERROR),
    committed,
  };
}

const hasErrors = (count: number) => {
  const e = new AppError("BAD_USER_INPUT", `${count} rows have errors: nothing was imported`, {
    messageId: "countryImport.hasErrors",
    fieldErrors: { fileId: "countryImport.hasErrors" },
  });
  Object.assign(e.extensions, { values: { count } });
  return e;
};

/**
 * Imports countries' names per language from an uploaded file (kind translationImport, CSV or XLSX,
 * columns countryCode, languageCode, name). commit=false previews: nothing is written. commit=true
 * checks again with the file's countries locked and writes every row in one transaction, or, when any
 * row has an error, nothing (refused with "countryImport.hasErrors").
 */
export async function importCountryTranslations(
  ctx: Context,
  fileId: string,
  commit: boolean,
): Promise<CountryTranslationImport> {
  if (!ctx.principal) throw unauthenticated();
  const file = await readUpload(ctx.db, ctx.files, {
    fileId,
    kind: "translationImport",
    accountId: ctx.principal.accountId,
    field: "fileId",
  });
  const rows = await readImportFile(file.bytes, file.extension);
  if (!commit) return summary(await check(ctx.db, rows, false), false);
  return ctx.db
    .transaction(async (tx) => {
      const checked = await check(tx, rows, true);
      const result = summary(checked, true);
      if (result.invalid) throw hasErrors(result.invalid);
      const writes = checked.filter((r) => r.outcome === Outcome.CREATE || r.outcome === Outcome.UPDATE);
      for (let i = 0; i < writes.length; i += 1000) {
        await tx
          .insert(countryTranslations)
          .values(
            writes
              .slice(i, i + 1000)
              .map((r) => ({ countryId: r.countryId!, languageId: r.languageId!, name: r.name })),
          )
          .onConflictDoUpdate({
            target: [countryTranslations.countryId, countryTranslations.languageId],
            set: { name: sql`excluded.name` },
          });
      }
      if (writes.length) {
        await audit(ctx, tx, {
          action: "country.importTranslations",
          entity: "country",
          after: {
            file: file.originalName,
            sha256: file.sha256,
            created: result.created,
            updated: result.updated,
          },
        });
      }
      return result;
    })
    .catch((e: unknown) => {
      // A language deleted between the check and the write.
      if (isForeignKeyViolation(e)) throw hasErrors(1);
      throw e;
    });
}
