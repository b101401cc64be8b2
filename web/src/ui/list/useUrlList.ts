import { useCallback, useMemo, useState } from "react";
import { useLatestSearchParams } from "../../routing/useLatestSearchParams";
import { readListState, writeListState, type ListSort, type ListUrlState } from "./urlState";

/**
 * A list's filters, page and sort kept in the page URL (so a reload, a tab switch or a shared link
 * shows the same list), with the filter being typed held apart until Search applies it.
 */
export function useUrlList(
  filterNames: readonly string[],
  sortFields: readonly string[],
  defaultSort: ListSort | null,
) {
  const [params, setParams] = useLatestSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' value; the arrays are declared once per screen
  const state = useMemo(() => readListState(params, filterNames, sortFields, defaultSort), [key]);
  const [draft, setDraft] = useState<Record<string, string>>(state.filter);
  // Other filters applied from outside (Back, Forward, a link to this page while it is open): the
  // fields show them (adjusting state during render, as React recommends).
  const appliedKey = JSON.stringify(state.filter);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(state.filter);
  }

  const apply = useCallback(
    (next: Partial<ListUrlState>) =>
      setParams(
        (p) =>
          writeListState(
            p,
            { ...readListState(p, filterNames, sortFields, defaultSort), ...next },
            filterNames,
            defaultSort,
          ),
        {
          replace: true,
        },
      ),
    [setParams, filterNames, sortFields, defaultSort],
  );
  const search = useCallback(() => apply({ filter: draft, offset: 0 }), [apply, draft]);
  const reset = useCallback(() => {
    setDraft({});
    apply({ filter: {}, offset: 0 });
  }, [apply]);
  const setPage = useCallback((p: { offset: number; limit: number }) => apply(p), [apply]);
  const setSort = useCallback((sort: ListSort) => apply({ sort, offset: 0 }), [apply]);
  return { ...state, draft, setDraft, search, reset, setPage, setSort };
}
