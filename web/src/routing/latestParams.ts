/**
 * What a page has written to its address and the router has not shown yet. React Router gives a
 * functional update of the query the parameters of the last render, and shows a navigation as a
 * transition: on a busy machine a click can come between the two, so a page change right after Search
 * wrote the page over the old, unfiltered query (the list came back on page 2 without its filter).
 */
export type PendingWrites = { from: string; writes: string[] };

/**
 * The query an update starts from: the last one written while the router still shows the query the
 * writes started from (or one of the earlier writes); otherwise what it shows (the writes have been
 * shown, or the address moved on by itself: Back, a link, a tab).
 */
export function baseQuery(shown: string, pending: PendingWrites | null): string {
  if (!pending || pending.writes.length === 0) return shown;
  const last = pending.writes[pending.writes.length - 1]!;
  if (shown === pending.from || pending.writes.slice(0, -1).includes(shown)) return last;
  return shown;
}

/** The pending writes after one more, starting from the query `shown` when none is pending. */
export function withWrite(shown: string, pending: PendingWrites | null, written: string): PendingWrites {
  if (pending && baseQuery(shown, pending) === pending.writes[pending.writes.length - 1])
    return { from: pending.from, writes: [...pending.writes, written] };
  return { from: shown, writes: [written] };
}
