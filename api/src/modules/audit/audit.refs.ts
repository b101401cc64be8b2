import { inArray } from "drizzle-orm";
import { menus, type Db } from "@cgm/db";
import { currentNames } from "../../common/audit.names";

/**
 * A snapshot field that points at other records: the kind it points at, the name the log shows it under
 * (roleId reads as role), and whether it holds a list (whose change reads as what was added and removed).
 * `menuCode` values are menu codes already, which the client names in its language; `menu` values are
 * menu ids, given as their codes.
 */
interface Ref {
  kind: "organisation" | "role" | "center" | "language" | "menu" | "menuCode";
  as: string;
  list?: boolean;
}

const REFS: Record<string, Record<string, Ref>> = {
  account: {
    roleId: { kind: "role", as: "role" },
    orgId: { kind: "organisation", as: "organisation" },
    customOrgIds: { kind: "organisation", as: "customOrgs", list: true },
  },
  organisation: {
    parentId: { kind: "organisation", as: "parent" },
    menuIds: { kind: "menu", as: "functions", list: true },
  },
  role: { menus: { kind: "menuCode", as: "authorization", list: true } },
  device: { orgId: { kind: "organisation", as: "organisation" } },
  country: {
    centerId: { kind: "center", as: "centerId" },
    defaultLanguageId: { kind: "language", as: "defaultLanguageId" },
  },
};

/** Fields a reader learns nothing from: an organisation's path is its ancestors' ids (the parent says it). */
const HIDDEN: Record<string, ReadonlySet<string>> = { organisation: new Set(["path"]) };

/** Names of referenced records by kind and id (as text). */
export type RefNames = Map<string, Map<string, string>>;

type Snapshot = Record<string, unknown>;
const isSnapshot = (v: unknown): v is Snapshot => v !== null && typeof v === "object" && !Array.isArray(v);
const idsIn = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).filter((x) => typeof x === "number" || typeof x === "string").map(String);

/** The fields of a kind shown as lists (added and removed), under the names the log shows them. */
export function listFields(entity: string): ReadonlySet<string> {
  return new Set(
    Object.values(REFS[entity] ?? {})
      .filter((r) => r.list)
      .map((r) => r.as),
  );
}

async function lookUp(db: Db, kind: Ref["kind"], ids: string[]): Promise<Map<string, string>> {
  if (kind === "menuCode") return new Map();
  if (kind !== "menu") return currentNames(db, kind, ids);
  const numeric = [...new Set(ids)].filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  if (numeric.length === 0) return new Map();
  const rows = await db
    .select({ id: menus.id, code: menus.code })
    .from(menus)
    .where(inArray(menus.id, numeric));
  return new Map(rows.map((r) => [String(r.id), r.code]));
}

/** The current names of every record the entries' snapshots and filters point at, one query per kind. */
export async function refNamesOf(
  db: Db,
  entries: { entity: string; before: unknown; after: unknown }[],
): Promise<RefNames> {
  const wanted = new Map<Ref["kind"], string[]>();
  for (const e of entries) {
    const refs = REFS[e.entity];
    if (!refs) continue;
    const filter = isSnapshot(e.after) ? e.after.filter : null;
    for (const snap of [e.before, e.after, filter]) {
      if (!isSnapshot(snap)) continue;
      for (const [field, ref] of Object.entries(refs)) {
        if (field in snap) wanted.set(ref.kind, [...(wanted.get(ref.kind) ?? []), ...idsIn(snap[field])]);
      }
    }
  }
  const out: RefNames = new Map();
  for (const [kind, ids] of wanted) out.set(kind, await lookUp(db, kind, ids));
  return out;
}

/**
 * A snapshot (or an export's filter) as the log shows it: references under their shown names with the
 * records' names (`#id` for a record gone since), hidden fields left out; other fields as they are.
 */
export function namedSnapshot(entity: string, snapshot: unknown, names: RefNames): unknown {
  if (!isSnapshot(snapshot)) return snapshot;
  const refs = REFS[entity] ?? {};
  const hidden = HIDDEN[entity];
  const out: Snapshot = {};
  for (const [field, value] of Object.entries(snapshot)) {
    if (hidden?.has(field)) continue;
    const ref = refs[field];
    if (!ref) {
      out[field] = value;
      continue;
    }
    const known = names.get(ref.kind);
    const name = (id: unknown) =>
      typeof id === "number" || typeof id === "string"
        ? ref.kind === "menuCode"
          ? String(id)
          : (known?.get(String(id)) ?? `#${String(id)}`)
        : id;
    out[ref.as] = Array.isArray(value) ? value.map(name) : value == null ? value : name(value);
  }
  return out;
}
