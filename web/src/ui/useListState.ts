import { useCallback, useMemo, useState } from "react";
import { useLatestSearchParams } from "../routing/useLatestSearchParams";
import { readDraft, writeDraft } from "./list/draftParams";
import { readListState, writeListState } from "./list/urlState";

type Page = { offset: number; limit: number };

/**
 * The state every list page keeps: the filter being typed (draft), and the filter and page applied to
 * the query, the last two kept in the page URL so a reload or a shared link shows the same list.
 * Searching applies the draft and returns to the first page; resetting clears both.
 */
export function useListState<F extends string | object>(empty: F, pageSize = 20) {
  const [params, setParams] = useLatestSearchParams();
  const key = params.toString();
  /* eslint-disable react-hooks/exhaustive-deps -- `key` is the params' value; `empty` is a module constant */
  const filter = useMemo(() => readDraft(params, empty), [key]);
  const page = useMemo<Page>(() => {
    const s = readListState(params, [], [], null, pageSize);
    return { offset: s.offset, limit: s.limit };
  }, [key]);
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
    (f: (prev: URLSearchParams) => { filter: F; page: Page }) =>
      setParams(
        (prev) => {
          const next = f(prev);
          const withFilter = writeDraft(prev, next.filter, empty);
          return writeListState(withFilter, { filter: {}, ...next.page, sort: null }, [], null, pageSize);
        },
        { replace: true },
      ),
    [setParams, empty, pageSize],
  );
  const current = useCallback(
    (prev: URLSearchParams) => {
      const s = readListState(prev, [], [], null, pageSize);
      return { filter: readDraft(prev, empty), page: { offset: s.offset, limit: s.limit } };
    },
    [empty, pageSize],
  );
  const setPage = useCallback(
    (next: Page | ((p: Page) => Page)) =>
      write((prev) => {
        const c = current(prev);
        return { filter: c.filter, page: typeof next === "function" ? next(c.page) : next };
      }),
    [write, current],
  );
  const search = useCallback(
    () => write((prev) => ({ filter: draft, page: { ...current(prev).page, offset: 0 } })),
    [write, current, draft],
  );
  const reset = useCallback(() => {
    setDraft(empty);
    write((prev) => ({ filter: empty, page: { ...current(prev).page, offset: 0 } }));
  }, [write, current, empty]);
  return { draft, setDraft, filter, page, setPage, search, reset };
}
