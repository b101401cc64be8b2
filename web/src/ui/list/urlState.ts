import { PAGE_SIZES } from "../Pagination";

/** A list's sort: a GraphQL sort field and its direction. */
export interface ListSort {
  field: string;
  direction: "ASC" | "DESC";
}

/** What a list page keeps in its URL: the applied filters, the page and the sort. */
export interface ListUrlState {
  filter: Record<string, string>;
  offset: number;
  limit: number;
  sort: ListSort | null;
}

/** Query parameters the list state never uses (the time zone of spec section 9, a detail page's id). */
const RESERVED = new Set(["offset", "limit", "sort", "tz"]);
const MAX_FILTER_LENGTH = 200;

/**
 * Reads the list state from the page URL's query. Anything unknown or malformed (a page size that is
 * not offered, a negative or fractional offset, a sort field the list cannot sort by, an unknown
 * filter) falls back to the default instead of reaching the API.
 */
export function readListState(
  params: URLSearchParams,
  filterNames: readonly string[],
  sortFields: readonly string[],
  defaultSort: ListSort | null,
  defaultLimit = 20,
): ListUrlState {
  const filter: Record<string, string> = {};
  for (const name of filterNames) {
    const v = params.get(name);
    if (v && !RESERVED.has(name)) filter[name] = v.slice(0, MAX_FILTER_LENGTH);
  }
  const limitParam = Number(params.get("limit"));
  const limit = (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : defaultLimit;
  const offsetParam = Number(params.get("offset") ?? 0);
  const offset =
    Number.isSafeInteger(offsetParam) && offsetParam >= 0 ? offsetParam - (offsetParam % limit) : 0;
  return { filter, offset, limit, sort: readSort(params.get("sort"), sortFields) ?? defaultSort };
}

/** "-FIELD" is descending, "FIELD" ascending; a field the list cannot sort by is ignored. */
function readSort(v: string | null, fields: readonly string[]): ListSort | null {
  if (!v) return null;
  const desc = v.startsWith("-");
  const field = desc ? v.slice(1) : v;
  return fields.includes(field) ? { field, direction: desc ? "DESC" : "ASC" } : null;
}

/**
 * Writes the list state into the URL's query, keeping parameters that are not the list's own (tz).
 * Defaults are left out so a plain list has a plain URL.
 */
export function writeListState(
  current: URLSearchParams,
  state: ListUrlState,
  filterNames: readonly string[],
  defaultSort: ListSort | null,
  defaultLimit = 20,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of [...filterNames, "offset", "limit", "sort"]) next.delete(name);
  for (const name of filterNames) {
    const v = state.filter[name]?.trim();
    if (v) next.set(name, v);
  }
  if (state.offset > 0) next.set("offset", String(state.offset));
  if (state.limit !== defaultLimit) next.set("limit", String(state.limit));
  const s = state.sort;
  if (s && (s.field !== defaultSort?.field || s.direction !== defaultSort.direction)) {
    next.set("sort", `${s.direction === "DESC" ? "-" : ""}${s.field}`);
  }
  return next;
}

/** The next sort when a column header is clicked: ascending first, then descending, then ascending. */
export function toggledSort(current: ListSort | null, field: string): ListSort {
  return current?.field === field && current.direction === "ASC"
    ? { field, direction: "DESC" }
    : { field, direction: "ASC" };
}
