import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { SortDirection } from "./paging";
import { AppError, conflict } from "./errors";

/** A LIKE pattern's wildcards taken literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%part%` of a filter string, or null when the filter is empty. */
export function containsPattern(v: string | null | undefined): string | null {
  const t = v?.trim();
  return t ? `%${escapeLike(t)}%` : null;
}

/**
 * ORDER BY for a list: the chosen column (text compared ignoring case) in the chosen direction, then
 * the id, so pages never overlap or skip rows with equal sort values.
 */
export function orderOf(
  column: AnyPgColumn,
  direction: SortDirection | null | undefined,
  id: AnyPgColumn,
): SQL[] {
  const dir = direction === SortDirection.DESC ? desc : asc;
  const key = column.dataType === "string" ? sql`lower(${column})` : column;
  return [dir(key), dir(id)];
}

/** The SQLSTATE of a database error, whether thrown by the driver or wrapped by drizzle (`cause`). */
export function pgCode(e: unknown): string | undefined {
  for (let cur = e, depth = 0; cur && typeof cur === "object" && depth < 4; depth++) {
    const c = (cur as { code?: unknown }).code;
    if (typeof c === "string" && /^[0-9A-Z]{5}$/.test(c)) return c;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (e: unknown) => pgCode(e) === "23505";
export const isForeignKeyViolation = (e: unknown) => pgCode(e) === "23503";

/** A CONFLICT whose message has a {count} placeholder (`extensions.values.count`). */
export function inUse(message: string, messageId: string, count: number) {
  const e = conflict(message, messageId);
  e.extensions.values = { count };
  return e;
}

/** A CONFLICT about a value that must be unique, also naming the field so the form shows it there. */
export const taken = (message: string, field: string, messageId: string) =>
  new AppError("CONFLICT", message, { messageId, fieldErrors: { [field]: messageId } });
