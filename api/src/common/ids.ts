import { notFound } from "./errors";

/** The largest key a PostgreSQL `integer` (serial) column holds: every row id of this API. */
export const MAX_DB_ID = 2_147_483_647;

/** A database id from the API (an ID: a positive 32-bit integer in plain digits), or null when it cannot be one. */
export function parseId(id: string | number): number | null {
  const s = String(id);
  return /^[1-9][0-9]{0,9}$/.test(s) && Number(s) <= MAX_DB_ID ? Number(s) : null;
}

/** An id argument as a number: anything that cannot be a row's id (too large, not digits) is simply not found. */
export function idOrNotFound(id: string | number, what: string): number {
  const n = parseId(id);
  if (n === null) throw notFound(what);
  return n;
}
