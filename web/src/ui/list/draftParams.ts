/** A list's filter as the older list pages keep it: one text, or named texts and switches (an object). */

const TEXT_PARAM = "q";
const MAX_LENGTH = 200;

/** Reads a filter from the URL's query, shaped like `empty`; missing or odd values fall back to it. */
export function readDraft<F extends string | object>(params: URLSearchParams, empty: F): F {
  if (typeof empty === "string") return (params.get(TEXT_PARAM) ?? empty).slice(0, MAX_LENGTH) as F;
  const out: Record<string, string | boolean> = { ...(empty as Record<string, string | boolean>) };
  for (const [k, v] of Object.entries(empty as Record<string, string | boolean>)) {
    const p = params.get(k);
    if (p === null) continue;
    out[k] = typeof v === "boolean" ? p === "1" : p.slice(0, MAX_LENGTH);
  }
  return out as F;
}

/** Writes a filter into the URL's query, leaving out what equals `empty` and keeping other parameters. */
export function writeDraft<F extends string | object>(
  current: URLSearchParams,
  filter: F,
  empty: F,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (typeof empty === "string") {
    next.delete(TEXT_PARAM);
    if (typeof filter === "string" && filter.trim()) next.set(TEXT_PARAM, filter);
    return next;
  }
  const f = filter as Record<string, string | boolean>;
  for (const [k, v] of Object.entries(empty as Record<string, string | boolean>)) {
    next.delete(k);
    const value = f[k];
    if (value === undefined || value === v) continue;
    next.set(k, typeof value === "boolean" ? (value ? "1" : "0") : value);
  }
  return next;
}
