/** Matches the viewer highlights at most (a one-letter search of a large log would find thousands). */
export const MAX_MATCHES = 2000;

/** Where `query` occurs in `text`, case-insensitively, as [start, end) offsets; none for an empty query. */
export function findMatches(text: string, query: string, max = MAX_MATCHES): [number, number][] {
  const q = query.toLocaleLowerCase();
  if (!q) return [];
  const hay = text.toLocaleLowerCase();
  // Lower-casing can change a string's length (İ): then search the text as it is.
  const [h, n] = hay.length === text.length && q.length === query.length ? [hay, q] : [text, query];
  const out: [number, number][] = [];
  for (let at = h.indexOf(n); at !== -1 && out.length < max; at = h.indexOf(n, at + n.length))
    out.push([at, at + n.length]);
  return out;
}

/** The text cut at the matches: plain parts and matched parts (with the match's index), in order. */
export function segments(
  text: string,
  matches: [number, number][],
): { text: string; match: number | null }[] {
  const out: { text: string; match: number | null }[] = [];
  let pos = 0;
  matches.forEach(([s, e], i) => {
    if (s > pos) out.push({ text: text.slice(pos, s), match: null });
    out.push({ text: text.slice(s, e), match: i });
    pos = e;
  });
  if (pos < text.length) out.push({ text: text.slice(pos), match: null });
  return out;
}

/** The next match index going forward or back, wrapping around; -1 when there is none. */
export const stepMatch = (current: number, total: number, by: 1 | -1): number =>
  total === 0 ? -1 : (current + by + total) % total;

/** Logs the viewer shows larger than this are offered as a download only. */
export const MAX_VIEW_BYTES = 5_000_000;

/**
 * The text of a downloaded log: plain text as it is, gzip decompressed in the browser; null for what
 * the browser cannot read as text (a ZIP archive).
 */
export async function logText(res: Response, fileName: string): Promise<string | null> {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".zip")) return null;
  if (lower.endsWith(".gz") && res.body) {
    const stream = res.body.pipeThrough(new DecompressionStream("gzip"));
    return new Response(stream).text();
  }
  return res.text();
}
