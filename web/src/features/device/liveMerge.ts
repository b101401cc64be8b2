/**
 * Pure helpers that lay what the server pushes live (new readings, new abnormal events) over what the
 * detail page loaded for its date range.
 */

/** The most points the glucose chart draws (the API's own cap for a curve). */
export const MAX_CHART_POINTS = 2000;
/** The most live abnormal events kept in memory for one page. */
export const MAX_LIVE_EVENTS = 500;

export interface LiveReading {
  ts: string;
  mmol: number;
}
export interface LiveEvent {
  ts: string;
  kind: string;
  detail: string | null;
}
/** A point of the glucose curve: a reading, or a bucket's mean with its minimum and maximum. */
export interface CurvePoint {
  ts: string;
  mmol: number;
  min: number;
  max: number;
}

/** The API's curve (parallel lists, times in epoch milliseconds) as chart points. */
export function curvePoints(curve: {
  ts: readonly number[];
  mmol: readonly number[];
  min: readonly number[];
  max: readonly number[];
}): CurvePoint[] {
  return curve.ts.map((ts, i) => ({
    ts: new Date(ts).toISOString(),
    mmol: curve.mmol[i] ?? NaN,
    min: curve.min[i] ?? NaN,
    max: curve.max[i] ?? NaN,
  }));
}

/** Readings received so far plus a new delivery: in time order, each instant once, the newest kept. */
export function appendReadings(
  prev: readonly LiveReading[],
  next: readonly LiveReading[],
  cap = MAX_CHART_POINTS,
): LiveReading[] {
  const byTs = new Map<number, LiveReading>();
  for (const r of [...prev, ...next]) byTs.set(Date.parse(r.ts), { ts: r.ts, mmol: r.mmol });
  const sorted = [...byTs.entries()].sort(([a], [b]) => a - b).map(([, r]) => r);
  return sorted.slice(-cap);
}

/** A new event in front of the received ones (newest first), unless it is already there. */
export function prependEvent(
  prev: readonly LiveEvent[],
  event: LiveEvent,
  cap = MAX_LIVE_EVENTS,
): LiveEvent[] {
  if (prev.some((e) => sameEvent(e, event))) return [...prev];
  const out = [...prev, event].sort((a, b) => Date.parse(b.ts) - Date.parse(a.ts));
  return out.slice(0, cap);
}

const sameEvent = (a: { ts: string; kind: string }, b: { ts: string; kind: string }) =>
  a.kind === b.kind && Date.parse(a.ts) === Date.parse(b.ts);

const inRange = (ts: string, from: number, to: number) => {
  const t = Date.parse(ts);
  return t >= from && t < to;
};

/**
 * The loaded curve with the live readings appended after its last point, when the range [from, to)
 * includes `now`. When the curve is downsampled into buckets of `bucketMs` (aligned to `from`, as the
 * API's are), live readings of each bucket that has ended become one point (mean, minimum, maximum),
 * as the API would draw them; those of the last loaded bucket and of the newest bucket stay single
 * readings, so the newest value shows as it arrives. The chart keeps moving for as long as the page is
 * open, with about as many points per hour as the loaded curve.
 */
export function withLiveReadings(
  points: readonly CurvePoint[],
  live: readonly LiveReading[],
  range: { from: number; to: number; now: number; bucketMs?: number },
): readonly CurvePoint[] {
  const { from, to, now } = range;
  if (!live.length || now < from || now >= to) return points;
  const last = points[points.length - 1];
  const lastTs = last ? Date.parse(last.ts) : -Infinity;
  const extra = live.filter((r) => inRange(r.ts, from, to) && Date.parse(r.ts) > lastTs);
  if (!extra.length) return points;
  const raw = (r: LiveReading): CurvePoint => ({ ts: r.ts, mmol: r.mmol, min: r.mmol, max: r.mmol });
  const bucketMs = range.bucketMs ?? 0;
  if (bucketMs <= 60_000) return [...points, ...extra.map(raw)];

  const bucketOf = (r: LiveReading) => Math.floor((Date.parse(r.ts) - from) / bucketMs);
  const lastBucket = last ? Math.floor((lastTs - from) / bucketMs) : -1;
  const newest = bucketOf(extra[extra.length - 1]!);
  const out = [...points];
  let group: LiveReading[] = [];
  const flush = () => {
    if (!group.length) return;
    const values = group.map((r) => r.mmol);
    const b = bucketOf(group[0]!);
    out.push({
      ts: new Date(from + b * bucketMs).toISOString(),
      mmol: values.reduce((n, v) => n + v, 0) / values.length,
      min: Math.min(...values),
      max: Math.max(...values),
    });
    group = [];
  };
  for (const r of extra) {
    const b = bucketOf(r);
    if (group.length && bucketOf(group[0]!) !== b) flush();
    if (b === lastBucket || b === newest) out.push(raw(r));
    else group.push(r);
  }
  flush();
  return out;
}

/** The live events of the range that the loaded list does not have yet, in front of it (newest first). */
export function withLiveEvents<T extends { ts: string; kind: string }>(
  loaded: readonly T[],
  live: readonly LiveEvent[],
  range: { from: number; to: number },
): (T | LiveEvent)[] {
  const fresh = live.filter(
    (e) => inRange(e.ts, range.from, range.to) && !loaded.some((l) => sameEvent(l, e)),
  );
  return [...fresh, ...loaded];
}
