import { useCallback, useLayoutEffect, useRef } from "react";
import { useSearchParams, type NavigateOptions } from "react-router-dom";
import { baseQuery, withWrite, type PendingWrites } from "./latestParams";

/**
 * `useSearchParams`, with an update that starts from the newest query: the one this page last wrote
 * when the router has not shown it yet (see latestParams.ts), else the one shown.
 */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const shown = useRef(params.toString());
  const pending = useRef<PendingWrites | null>(null);
  const key = params.toString();
  useLayoutEffect(() => {
    shown.current = key;
    if (pending.current && baseQuery(key, pending.current) === key) pending.current = null;
  }, [key]);
  const update = useCallback(
    (next: (prev: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const base = new URLSearchParams(baseQuery(shown.current, pending.current));
      const written = next(base);
      pending.current = withWrite(shown.current, pending.current, written.toString());
      setParams(written, options);
    },
    [setParams],
  );
  return [params, update] as const;
}
