import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { dictionaries, dictionaryLabels, languages, type Db } from "@cgm/db";
import { dictionarySchema, validateWith } from "@cgm/domain";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { badInput } from "../../common/errors";
import { idOrNotFound, parseId } from "../../common/ids";
import { isForeignKeyViolation, isUniqueViolation } from "../../common/listing";
import {
  dictHasChildren,
  dictKeyTaken,
  dictTooDeep,
  dictionaryNotFound,
  unknownLanguage,
} from "./dictionary.errors";
import { childrenOf, dictionaryById } from "./dictionary.service";
import type { Dictionary, DictionaryInput } from "./dictionary.types";

/** Dictionaries hold items, and items hold children: three levels at most. */
const MAX_DEPTH = 3;

function clean(input: DictionaryInput) {
  const labels = (input.labels ?? []).map((l) => ({
    languageId: parseId(l.languageId) ?? -1,
    label: l.label,
  }));
  const parentId = input.parentId == null ? null : (parseId(input.parentId) ?? -1);
  const r = validateWith(dictionarySchema, { ...input, parentId, sort: input.sort ?? 0, labels });
  if (!r.ok) throw badInput(r.fieldErrors);
  const v = r.value;
  const byLanguage = new Map(v.labels.map((l) => [l.languageId, l.label]));
  if (byLanguage.size !== v.labels.length) throw unknownLanguage();
  return {
    row: {
      key: v.key,
      name: v.name,
      enName: v.enName || null,
      zhName: v.zhName || null,
      code: v.code,
      sort: v.sort,
      remark: v.remark || null,
    },
    parentId: v.parentId ?? null,
    labels: byLanguage,
  };
}
type Clean = ReturnType<typeof clean>;

/** Depth of an entry: 1 for a dictionary. */
async function depthOf(db: Db, id: number): Promise<number | null> {
  let depth = 0;
  for (let cur: number | null = id; cur !== null && depth <= MAX_DEPTH; depth++) {
    const [row]: { parentId: number | null }[] = await db
      .select({ parentId: dictionaries.parentId })
      .from(dictionaries)
      .where(eq(dictionaries.id, cur));
    if (!row) return depth === 0 ? null : depth;
    cur = row.parentId;
  }
  return depth;
}

async function check(db: Db, v: Clean, parentId: number | null, exceptId: number | null): Promise<void> {
  if (parentId !== null) {
    const depth = await depthOf(db, parentId);
    if (depth === null) throw badInput({ parentId: "error.notFound" });
    if (depth >= MAX_DEPTH) throw dictTooDeep();
  }
  if (v.labels.size) {
    const found = await db
      .select({ id: languages.id })
      .from(languages)
      .where(inArray(languages.id, [...v.labels.keys()]));
    if (found.length !== v.labels.size) throw unknownLanguage();
  }
  const sameKey = and(
    sql`coalesce(${dictionaries.parentId}, 0) = ${parentId ?? 0}`,
    sql`lower(${dictionaries.key}) = lower(${v.row.key})`,
  );
  const [hit] = await db
    .select({ id: dictionaries.id })
    .from(dictionaries)
    .where(exceptId === null ? sameKey : and(sameKey, ne(dictionaries.id, exceptId)))
    .limit(1);
  if (hit) throw dictKeyTaken();
}

async function writeLabels(db: Db, id: number, labels: Map<number, string>): Promise<void> {
  await db.delete(dictionaryLabels).where(eq(dictionaryLabels.dictionaryId, id));
  if (labels.size) {
    await db
      .insert(dictionaryLabels)
      .values([...labels].map(([languageId, label]) => ({ dictionaryId: id, languageId, label })));
  }
}

/** What a concurrent save or delete makes the database refuse, as the same answers the checks give. */
const mapDbError = (e: unknown): never => {
  if (isUniqueViolation(e)) throw dictKeyTaken();
  throw isForeignKeyViolation(e) ? badInput({ parentId: "error.notFound" }) : e;
};

export async function createDictionary(ctx: Context, input: DictionaryInput): Promise<Dictionary> {
  const v = clean(input);
  const id = await ctx.db
    .transaction(async (tx) => {
      if (v.parentId !== null) {
        // Lock the parent so it is not deleted while its new child is written.
        await tx
          .select({ id: dictionaries.id })
          .from(dictionaries)
          .where(eq(dictionaries.id, v.parentId))
          .for("update");
      }
      await check(tx, v, v.parentId, null);
      const [row] = await tx
        .insert(dictionaries)
        .values({ ...v.row, parentId: v.parentId })
        .returning({ id: dictionaries.id });
      if (!row) throw new Error("dictionary entry was not written");
      await writeLabels(tx, row.id, v.labels);
      const after = { ...v.row, parentId: v.parentId, labels: Object.fromEntries(v.labels) };
      await audit(ctx, tx, { action: "dictionary.create", entity: "dictionary", entityId: row.id, after });
      return row.id;
    })
    .catch(mapDbError);
  return dictionaryById(ctx.db, id);
}

/** Changes an entry in place (its parent stays). */
export async function updateDictionary(
  ctx: Context,
  id: string,
  input: DictionaryInput,
): Promise<Dictionary> {
  const did = idOrNotFound(id, "The dictionary entry");
  const v = clean(input);
  await ctx.db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(dictionaries).where(eq(dictionaries.id, did)).for("update");
      if (!before) throw dictionaryNotFound();
      await check(tx, v, before.parentId, did);
      await tx
        .update(dictionaries)
        .set({ ...v.row, updatedAt: new Date() })
        .where(eq(dictionaries.id, did));
      await writeLabels(tx, did, v.labels);
      const after = { ...v.row, labels: Object.fromEntries(v.labels) };
      await audit(ctx, tx, {
        action: "dictionary.update",
        entity: "dictionary",
        entityId: did,
        before,
        after,
      });
    })
    .catch(mapDbError);
  return dictionaryById(ctx.db, did);
}

/** Deletes an entry without children (its labels go with it); one with children is refused. */
export async function deleteDictionary(ctx: Context, id: string): Promise<boolean> {
  const did = idOrNotFound(id, "The dictionary entry");
  try {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(dictionaries).where(eq(dictionaries.id, did)).for("update");
      if (!before) throw dictionaryNotFound();
      const n = (await childrenOf(tx, [did])).get(did) ?? 0;
      if (n > 0) throw dictHasChildren(n);
      await tx.delete(dictionaries).where(eq(dictionaries.id, did));
      await audit(ctx, tx, { action: "dictionary.delete", entity: "dictionary", entityId: did, before });
    });
  } catch (e) {
    // A child added while we deleted: the foreign key refuses, and so do we.
    if (!isForeignKeyViolation(e)) throw e;
    throw dictHasChildren(Math.max((await childrenOf(ctx.db, [did])).get(did) ?? 0, 1));
  }
  return true;
}
