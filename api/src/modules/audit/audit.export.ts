import type { Context } from "../../context";
import { audit, filterFields } from "../../common/audit";
import { badInput, forbidden, unauthenticated } from "../../common/errors";

/** The lists the web exports by itself (the list kit), each with the page code that shows the list. */
export const EXPORT_RESOURCES: Record<string, string> = {
  language: "i18n:language",
  country: "i18n:country",
  center: "i18n:center",
  client: "i18n:client",
  versionRelease: "version:release",
  appUpgrade: "version:app",
  softwareUpgrade: "version:software",
  firmwareUpgrade: "version:firmware",
  dictionary: "sys:dict",
  dictionaryItem: "sys:dict",
  dictionaryChild: "sys:dict",
  organisation: "org:list",
  account: "org:account",
  role: "org:role",
  logPull: "sys:appLog",
};
/** The most rows one export holds (the list kit's EXPORT_MAX_ROWS). */
export const EXPORT_MAX_ROWS = 10_000;
const MAX_FIELDS = 20;
const MAX_KEY = 64;
const MAX_TEXT = 200;
const MAX_LIST = 50;
/** The filter as JSON text, at most: a filter is a few short fields. */
const MAX_FILTER_CHARS = 2_000;

type Scalar = string | number | boolean | null;
const isScalar = (v: unknown): v is Scalar =>
  v === null ||
  typeof v === "boolean" ||
  (typeof v === "number" && Number.isFinite(v)) ||
  (typeof v === "string" && v.length <= MAX_TEXT);

/** A filter is an object of at most 20 short fields, each a short value or a short list of them. */
function validFilter(filter: unknown): filter is Record<string, Scalar | Scalar[]> {
  if (filter === null || typeof filter !== "object" || Array.isArray(filter)) return false;
  const entries = Object.entries(filter);
  if (entries.length > MAX_FIELDS || JSON.stringify(filter).length > MAX_FILTER_CHARS) return false;
  return entries.every(
    ([k, v]) =>
      /^[A-Za-z][A-Za-z0-9_.]*$/.test(k) &&
      k.length <= MAX_KEY &&
      (isScalar(v) || (Array.isArray(v) && v.length <= MAX_LIST && v.every(isScalar))),
  );
}

/**
 * Logs an export the web made of a list it reads page by page (the list kit's CSV): which list, the
 * filter (only its set fields) and how many rows. The caller must see that list.
 */
export async function recordExport(
  ctx: Context,
  resource: string,
  filter: unknown,
  rows: number,
): Promise<boolean> {
  const p = ctx.principal;
  if (!p) throw unauthenticated();
  const code = EXPORT_RESOURCES[resource];
  if (!code) throw badInput({ resource: "audit.exportResourceInvalid" });
  if (!Number.isInteger(rows) || rows < 0 || rows > EXPORT_MAX_ROWS)
    throw badInput({ rows: "audit.exportRowsInvalid" });
  if (filter != null && !validFilter(filter)) throw badInput({ filter: "audit.exportFilterInvalid" });
  if (!p.codes.has(code)) throw forbidden();
  await audit(ctx, ctx.db, {
    action: `${resource}.export`,
    entity: resource,
    after: { rows, filter: filterFields(filter ?? {}) },
  });
  return true;
}
