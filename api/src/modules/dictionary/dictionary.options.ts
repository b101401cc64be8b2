import { and, asc, inArray, isNull, sql } from "drizzle-orm";
import { dictionaries, type Db } from "@cgm/db";
import { catalogueOf, isLocale } from "@cgm/domain";
import { labelsOf } from "./dictionary.service";
import type { DictionaryLabel, DictionaryOption } from "./dictionary.types";

type Row = typeof dictionaries.$inferSelect;

/** Language codes to try for a label, most specific first: zh-TWN -> zh-CN -> zh; en-US -> en. */
export function labelCandidates(language: string | null | undefined): string[] {
  const asked = (language ?? "").trim();
  if (!asked) return [];
  const out = [asked];
  if (isLocale(asked)) out.push(catalogueOf(asked));
  out.push(asked.split("-")[0] ?? asked);
  return [...new Set(out.map((c) => c.toLowerCase()))];
}

/** The label in the asked language, with the fallbacks the option's description names. */
export function labelFor(row: Row, labels: DictionaryLabel[], language: string | null | undefined): string {
  const byCode = new Map(labels.map((l) => [l.languageCode.toLowerCase(), l.label]));
  const candidates = labelCandidates(language);
  for (const c of candidates) {
    const hit = byCode.get(c);
    if (hit) return hit;
  }
  if (candidates.some((c) => c.startsWith("zh")) && row.zhName) return row.zhName;
  return byCode.get("en") ?? row.enName ?? row.name;
}

async function optionsBelow(db: Db, parentIds: number[], language: string | null | undefined, depth: number) {
  const out = new Map<number, DictionaryOption[]>(parentIds.map((id) => [id, []]));
  if (!parentIds.length) return out;
  const rows = await db
    .select()
    .from(dictionaries)
    .where(inArray(dictionaries.parentId, parentIds))
    .orderBy(asc(dictionaries.sort), asc(sql`lower(${dictionaries.key})`), asc(dictionaries.id));
  const ids = rows.map((r) => r.id);
  const [labels, below] = await Promise.all([
    labelsOf(db, ids),
    depth > 1
      ? optionsBelow(db, ids, language, depth - 1)
      : Promise.resolve(new Map<number, DictionaryOption[]>()),
  ]);
  for (const r of rows) {
    const own = labels.get(r.id) ?? [];
    out.get(r.parentId ?? 0)?.push({
      id: String(r.id),
      key: r.key,
      code: r.code,
      label: labelFor(r, own, language),
      labels: own,
      children: below.get(r.id) ?? [],
    });
  }
  return out;
}

/** The items (with their children) of the dictionary with this key; none when there is no such dictionary. */
export async function dictionaryOptions(
  db: Db,
  key: string,
  language: string | null | undefined,
): Promise<DictionaryOption[]> {
  const [dict] = await db
    .select({ id: dictionaries.id })
    .from(dictionaries)
    .where(and(isNull(dictionaries.parentId), sql`lower(${dictionaries.key}) = lower(${key.trim()})`));
  if (!dict) return [];
  return (await optionsBelow(db, [dict.id], language, 2)).get(dict.id) ?? [];
}
