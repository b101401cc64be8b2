import { inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  accounts,
  centers,
  clients,
  countries,
  devices,
  dictionaries,
  languages,
  logPulls,
  organisations,
  roles,
  storedFiles,
  type Db,
} from "@cgm/db";

/** Where one kind of audited object keeps its name: the key in its snapshots, and its table. */
interface Named {
  key: string;
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  /** Ids are integers (everything but stored files). */
  numeric: boolean;
}

const named = (key: string, table: PgTable, id: AnyPgColumn, name: AnyPgColumn, numeric = true): Named => ({
  key,
  table,
  id,
  name,
  numeric,
});

/** Every kind whose entries name their object. Settings and sign-in attempts without an account have none. */
const NAMED: Record<string, Named> = {
  account: named("account", accounts, accounts.id, accounts.account),
  organisation: named("name", organisations, organisations.id, organisations.name),
  role: named("name", roles, roles.id, roles.name),
  language: named("name", languages, languages.id, languages.name),
  country: named("name", countries, countries.id, countries.name),
  center: named("name", centers, centers.id, centers.name),
  client: named("name", clients, clients.id, clients.name),
  dictionary: named("name", dictionaries, dictionaries.id, dictionaries.name),
  device: named("sn", devices, devices.id, devices.sn),
  logPull: named("sn", logPulls, logPulls.id, logPulls.sn),
  file: named("originalName", storedFiles, storedFiles.id, storedFiles.originalName, false),
};

/** The object's name as a snapshot (an entry's before or after) of its kind holds it, if it does. */
export function nameInSnapshot(entity: string, snapshot: unknown): string | null {
  const key = NAMED[entity]?.key;
  if (!key || !snapshot || typeof snapshot !== "object" || Array.isArray(snapshot)) return null;
  const v = (snapshot as Record<string, unknown>)[key];
  return typeof v === "string" && v.trim() ? v : null;
}

/** The current names of objects of one kind, by id (as text); ids of deleted objects are missing. */
export async function currentNames(db: Db, entity: string, ids: string[]): Promise<Map<string, string>> {
  const n = NAMED[entity];
  const unique = [...new Set(ids)];
  const keys: (string | number)[] = n?.numeric
    ? unique.filter((id) => /^\d{1,9}$/.test(id)).map(Number)
    : unique;
  if (!n || keys.length === 0) return new Map();
  const rows = await db.select({ id: n.id, name: n.name }).from(n.table).where(inArray(n.id, keys));
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}

/** The name to store with a new entry: given, from its snapshots, or the object's current name. */
export async function entryName(
  db: Db,
  e: {
    entity: string;
    entityId?: string | number | null;
    entityName?: string | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<string | null> {
  const name =
    e.entityName ??
    nameInSnapshot(e.entity, e.after) ??
    nameInSnapshot(e.entity, e.before) ??
    (e.entityId == null
      ? null
      : (await currentNames(db, e.entity, [String(e.entityId)])).get(String(e.entityId)));
  return name ? name.slice(0, 255) : null;
}

/** Fills in current names for entries written without one (older entries), in one query per kind. */
export async function namesOfOlderEntries(
  db: Db,
  rows: { entity: string; entityId: string | null; entityName: string | null }[],
): Promise<Map<string, string>> {
  const byKind = new Map<string, string[]>();
  for (const r of rows) {
    if (r.entityName || !r.entityId || !NAMED[r.entity]) continue;
    byKind.set(r.entity, [...(byKind.get(r.entity) ?? []), r.entityId]);
  }
  const out = new Map<string, string>();
  for (const [kind, ids] of byKind) {
    for (const [id, name] of await currentNames(db, kind, ids)) out.set(`${kind}:${id}`, name);
  }
  return out;
}
