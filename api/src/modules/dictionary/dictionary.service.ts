import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import { dictionaries, dictionaryLabels, languages, type Db } from "@cgm/db";
import type { Context } from "../../context";
import { idOrNotFound } from "../../common/ids";
import { pageOf, type PageInput } from "../../common/paging";
import { containsPattern, orderOf } from "../../common/listing";
import { dictionaryNotFound } from "./dictionary.errors";
import {
  DictionarySortField,
  type Dictionary,
  type DictionaryFilter,
  type DictionaryLabel,
  type DictionaryPage,
  type DictionarySort,
} from "./dictionary.types";

const SORT = {
  [DictionarySortField.SORT]: dictionaries.sort,
  [DictionarySortField.KEY]: dictionaries.key,
  [DictionarySortField.NAME]: dictionaries.name,
  [DictionarySortField.CODE]: dictionaries.code,
  [DictionarySortField.UPDATED_AT]: dictionaries.updatedAt,
};

type Row = typeof dictionaries.$inferSelect;

/** The labels of each entry, by language code. */
export async function labelsOf(db: Db, ids: number[]): Promise<Map<number, DictionaryLabel[]>> {
  const out = new Map<number, DictionaryLabel[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select({
      id: dictionaryLabels.dictionaryId,
      languageId: dictionaryLabels.languageId,
      languageCode: languages.code,
      label: dictionaryLabels.label,
    })
    .from(dictionaryLabels)
    .innerJoin(languages, eq(languages.id, dictionaryLabels.languageId))
    .where(inArray(dictionaryLabels.dictionaryId, ids))
    .orderBy(asc(languages.code));
  for (const r of rows) {
    out.get(r.id)?.push({ languageId: String(r.languageId), languageCode: r.languageCode, label: r.label });
  }
  return out;
}

/** Entries directly below each entry. */
export async function childrenOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: dictionaries.parentId, n: count() })
    .from(dictionaries)
    .where(inArray(dictionaries.parentId, ids))
    .groupBy(dictionaries.parentId);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
}

async function toDictionaries(db: Db, rows: Row[]): Promise<Dictionary[]> {
  const ids = rows.map((r) => r.id);
  const [labels, children] = await Promise.all([labelsOf(db, ids), childrenOf(db, ids)]);
  return rows.map((r) => ({
    id: String(r.id),
    parentId: r.parentId === null ? null : String(r.parentId),
    key: r.key,
    name: r.name,
    enName: r.enName,
    zhName: r.zhName,
    code: r.code,
    sort: r.sort,
    remark: r.remark,
    children: children.get(r.id) ?? 0,
    labels: labels.get(r.id) ?? [],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export async function listDictionaries(
  ctx: Context,
  filter: DictionaryFilter | null | undefined,
  sort: DictionarySort | null | undefined,
  page: PageInput | null | undefined,
): Promise<DictionaryPage> {
  const conds: SQL[] = [];
  if (filter?.parentId != null) {
    conds.push(eq(dictionaries.parentId, idOrNotFound(filter.parentId, "The dictionary entry")));
  } else conds.push(isNull(dictionaries.parentId));
  const key = containsPattern(filter?.key);
  if (key) conds.push(ilike(dictionaries.key, key));
  const name = containsPattern(filter?.name);
  if (name) {
    conds.push(
      or(
        ilike(dictionaries.name, name),
        ilike(dictionaries.enName, name),
        ilike(dictionaries.zhName, name),
      ) as SQL,
    );
  }
  const code = containsPattern(filter?.code);
  if (code) conds.push(ilike(dictionaries.code, code));
  const where = and(...conds);
  const { offset, limit } = pageOf(page);
  const field = sort?.field ?? DictionarySortField.SORT;
  const order = orderOf(SORT[field], sort?.direction, dictionaries.id);
  // Equal ordinal numbers fall back to the key.
  if (field === DictionarySortField.SORT) order.splice(1, 0, asc(dictionaries.key));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(dictionaries)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(dictionaries).where(where),
  ]);
  return { items: await toDictionaries(ctx.db, rows), total: total?.n ?? 0 };
}

export async function dictionaryById(db: Db, id: number): Promise<Dictionary> {
  const [d] = await toDictionaries(db, await db.select().from(dictionaries).where(eq(dictionaries.id, id)));
  if (!d) throw dictionaryNotFound();
  return d;
}

export const getDictionary = (ctx: Context, id: string) =>
  dictionaryById(ctx.db, idOrNotFound(id, "The dictionary entry"));
