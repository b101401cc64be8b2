import { useCallback, useMemo, useState } from "react";
import { useLatestSearchParams } from "../routing/useLatestSearchParams";
import { readDraft, writeDraft } from "./list/draftParams";
import { readListState, writeListState, type ListSort } from "./list/urlState";

type Page = { offset: number; limit: number };
type State<F> = { filter: F; page: Page; sort: ListSort | null };

/** A list's sort kept in its URL too: the fields it can sort by and the sort of a plain list. */
export interface UrlSorting {
  fields: readonly string[];
  initial: ListSort;
}

/**
 * The state every list page keeps: the filter being typed (draft), and the filter and page applied to
 * the query, the last two kept in the page URL so a reload or a shared link shows the same list.
 * Searching applies the draft and returns to the first page; resetting clears both. With `sorting`, the
 * sort is kept in the URL as well, and a new sort returns to the first page.
 */
export function useListState<F extends string | object>(empty: F, sorting?: UrlSorting, pageSize = 20) {
  const [params, setParams] = useLatestSearchParams();
  const key = params.toString();
  /* eslint-disable react-hooks/exhaustive-deps -- `key` is the params' value; `empty` is a module constant */
  const filter = useMemo(() => readDraft(params, empty), [key]);
  const page = useMemo<Page>(() => {
    const s = readListState(params, [], [], null, pageSize);
    return { offset: s.offset, limit: s.limit };
  }, [key]);
  const sort = useMemo(() => sortOf(params, sorting), [key]);
  /* eslint-enable react-hooks/exhaustive-deps */
  const [draft, setDraft] = useState<F>(filter);
  // When the address's filter changes under the page (back and forward, a tab, a link), the fields show
  // it: the page may have mounted before the address did. A page change alone keeps what is typed.
  const filterKey = JSON.stringify(filter);
  const [shownKey, setShownKey] = useState(filterKey);
  if (filterKey !== shownKey) {
    setShownKey(filterKey);
    setDraft(filter);
  }

  const write = useCallback(
    (f: (prev: URLSearchParams) => State<F>) =>
      setParams(
        (prev) => {
          const next = f(prev);
          const withFilter = writeDraft(prev, next.filter, empty);
          const state = { filter: {}, ...next.page, sort: next.sort };
          return writeListState(withFilter, state, [], sorting?.initial ?? null, pageSize);
        },
        { replace: true },
      ),
    [setParams, empty, sorting, pageSize],
  );
  const current = useCallback(
    (prev: URLSearchParams): State<F> => {
      const s = readListState(prev, [], [], null, pageSize);
      const page = { offset: s.offset, limit: s.limit };
      return { filter: readDraft(prev, empty), page, sort: sortOf(prev, sorting) };
    },
    [empty, sorting, pageSize],
  );
  const setPage = useCallback(
    (next: Page | ((p: Page) => Page)) =>
      write((prev) => {
        const c = current(prev);
        return { ...c, page: typeof next === "function" ? next(c.page) : next };
      }),
    [write, current],
  );
  const search = useCallback(
    () =>
      write((prev) => {
        const c = current(prev);
        return { ...c, filter: draft, page: { ...c.page, offset: 0 } };
      }),
    [write, current, draft],
  );
  const setSort = useCallback(
    (next: ListSort) =>
      write((prev) => {
        const c = current(prev);
        return { ...c, sort: next, page: { ...c.page, offset: 0 } };
      }),
    [write, current],
  );
  const reset = useCallback(() => {
    setDraft(empty);
    write((prev) => {
      const c = current(prev);
      return { ...c, filter: empty, page: { ...c.page, offset: 0 } };
    });
  }, [write, current, empty]);
  return { draft, setDraft, filter, page, sort, setPage, setSort, search, reset };
}

/** The URL's sort, or the list's plain sort (null for a list without `sorting`). */
function sortOf(params: URLSearchParams, sorting: UrlSorting | undefined): ListSort | null {
  if (!sorting) return null;
  return readListState(params, [], sorting.fields, sorting.initial).sort;
}
