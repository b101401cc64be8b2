import { useCallback, useState } from "react";

/**
 * The state every list page keeps: the filter being typed (draft), the filter applied to the query,
 * and the page. Searching applies the draft and returns to the first page; resetting clears both.
 */
export function useListState<F>(empty: F, pageSize = 20) {
  const [draft, setDraft] = useState<F>(empty);
  const [filter, setFilter] = useState<F>(empty);
  const [page, setPage] = useState({ offset: 0, limit: pageSize });
  const search = useCallback(() => {
    setFilter(draft);
    setPage((p) => ({ ...p, offset: 0 }));
  }, [draft]);
  const reset = useCallback(() => {
    setDraft(empty);
    setFilter(empty);
    setPage((p) => ({ ...p, offset: 0 }));
  }, [empty]);
  return { draft, setDraft, filter, page, setPage, search, reset };
}
