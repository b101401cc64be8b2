/**
 * How an operation log entry reads: its verb (what was done, disable and enable told apart), the fields
 * that changed with their old and new values, and for exports and downloads the rows and the filter.
 */

/** Entries that read data rather than change it: their details are the rows and the filter, no diff. */
const READS = new Set(["export", "download", "downloadTemplate"]);
/** Bookkeeping fields that change with every write and say nothing to a reader. */
const NOISE = new Set(["id", "createdAt", "updatedAt", "createdBy", "updatedBy"]);
/** Nested objects are shown down to this depth (labels.en); deeper values are shown as JSON. */
const DEPTH = 2;

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * What was done, without the object's kind: `organisation.update` is `update`, `login.failed` stays
 * `login.failed`; a status change is `disable` or `enable` after its new value.
 */
export function verbOf(action: string, entity: string, after: unknown): string {
  const verb = action.startsWith(`${entity}.`) ? action.slice(entity.length + 1) : action;
  if (verb !== "status") return verb;
  return isObject(after) && after.status === "DISABLED" ? "disable" : "enable";
}

/** One changed field: its path (a.b for nested objects) and its old and new values as text. */
export interface Change {
  field: string;
  before: string | null;
  after: string | null;
}

function text(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v) && v.every((x) => x === null || typeof x !== "object")) return v.join(", ");
  return JSON.stringify(v);
}

/** Leaf values by dotted path, down to DEPTH levels of nested objects. */
function flatten(v: unknown, prefix = "", depth = 0, out = new Map<string, unknown>()) {
  if (!isObject(v) || depth >= DEPTH) {
    out.set(prefix || "value", v);
    return out;
  }
  for (const [k, x] of Object.entries(v)) {
    if (depth === 0 && NOISE.has(k)) continue;
    flatten(x, prefix ? `${prefix}.${k}` : k, depth + 1, out);
  }
  return out;
}

/** A list field's change as what it gained (`field.added`) and lost (`field.removed`), each when any. */
function listChange(field: string, old: unknown[], now: unknown[]): Change[] {
  const added = now.filter((x) => !old.includes(x));
  const removed = old.filter((x) => !now.includes(x));
  return [
    ...(added.length ? [{ field: `${field}.added`, before: null, after: text(added) }] : []),
    ...(removed.length ? [{ field: `${field}.removed`, before: text(removed), after: null }] : []),
  ];
}

/**
 * The fields whose value differs between the snapshots, in the order the snapshots list them. The
 * `lists` fields, when both snapshots hold them as lists, read as what was added and removed.
 */
export function changesOf(
  verb: string,
  before: unknown,
  after: unknown,
  lists: ReadonlySet<string> = new Set(),
): Change[] {
  if (READS.has(verb) || (before == null && after == null)) return [];
  const old = before == null ? new Map<string, unknown>() : flatten(before);
  const now = after == null ? new Map<string, unknown>() : flatten(after);
  // An update's after holds what was written: a field only its before has was left as it was.
  const written = isObject(before) && isObject(after) ? new Set(Object.keys(after)) : null;
  const kept = [...old.keys()].filter((f) => !written || written.has(f.split(".")[0] ?? f));
  const fields = [...new Set([...now.keys(), ...kept])];
  return fields.flatMap((field) => {
    const was = old.get(field);
    const is = now.get(field);
    if (lists.has(field) && Array.isArray(was) && Array.isArray(is)) return listChange(field, was, is);
    const change = { field, before: text(was), after: text(is) };
    return change.before === change.after ? [] : [change];
  });
}

/** The rows an export, a template download or an import counted, when the entry holds them. */
export function rowsOf(after: unknown): number | null {
  if (!isObject(after)) return null;
  const n = after.rows ?? after.count;
  return typeof n === "number" && Number.isInteger(n) ? n : null;
}

/** The list filter an export used (only the fields that were set), when the entry holds one. */
export function filterOf(after: unknown): Record<string, unknown> | null {
  return isObject(after) && isObject(after.filter) ? after.filter : null;
}
