/**
 * Ambulatory Glucose Profile: percentiles of glucose by time of day, all days overlaid.
 * Time of day is local to an IANA time zone (Intl only, no external libraries).
 */
import type { GlucoseReading } from "./metrics.js";

export interface AgpOptions {
  timeZone: string;
  /** Bin width in minutes; must divide a day (1440) evenly. Default 15. */
  binMinutes?: number;
}

/** One time-of-day bin; percentiles in mmol/L. */
export interface AgpBin {
  /** Start of the bin, minutes after local midnight. */
  minuteOfDay: number;
  count: number;
  p5: number;
  p25: number;
  p50: number;
  p75: number;
  p95: number;
}

const MINUTES_PER_DAY = 1440;

/**
 * Percentile `p` (0–100) of ascending `sortedValues` by linear interpolation between closest ranks
 * (R type 7, Excel PERCENTILE.INC): h = (n − 1) × p / 100, x[⌊h⌋] + (h − ⌊h⌋) × (x[⌊h⌋ + 1] − x[⌊h⌋]).
 */
export function percentile(sortedValues: readonly number[], p: number): number {
  const n = sortedValues.length;
  if (n === 0) throw new RangeError("percentile of an empty list");
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile out of range: ${p}`);
  const h = ((n - 1) * p) / 100;
  const lo = Math.floor(h);
  const lower = sortedValues[lo] ?? Number.NaN;
  const upper = sortedValues[Math.min(lo + 1, n - 1)] ?? Number.NaN;
  return lower + (h - lo) * (upper - lower);
}

/** A function giving the local minute of day (0–1439) of an epoch-ms instant in `timeZone`. */
export function localMinuteOfDay(timeZone: string): (ts: number) => number {
  const fmt = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  });
  return (ts) => {
    let hour = 0;
    let minute = 0;
    for (const part of fmt.formatToParts(ts)) {
      if (part.type === "hour") hour = Number(part.value) % 24;
      else if (part.type === "minute") minute = Number(part.value);
    }
    return hour * 60 + minute;
  };
}

function checkBinMinutes(binMinutes: number): void {
  if (!Number.isInteger(binMinutes) || binMinutes < 1 || MINUTES_PER_DAY % binMinutes !== 0) {
    throw new RangeError(`binMinutes must be a whole divisor of 1440: ${binMinutes}`);
  }
}

function binOf(values: number[], minuteOfDay: number): AgpBin {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    minuteOfDay,
    count: sorted.length,
    p5: percentile(sorted, 5),
    p25: percentile(sorted, 25),
    p50: percentile(sorted, 50),
    p75: percentile(sorted, 75),
    p95: percentile(sorted, 95),
  };
}

/**
 * AGP bins over all days: readings with non-finite ts or glucose are ignored; bins without readings are
 * omitted; the result is sorted by minuteOfDay. Throws RangeError for an unknown time zone or a bad bin width.
 */
export function agp(readings: readonly GlucoseReading[], options: AgpOptions): AgpBin[] {
  const binMinutes = options.binMinutes ?? 15;
  checkBinMinutes(binMinutes);
  const minuteOf = localMinuteOfDay(options.timeZone);
  const bins = new Map<number, number[]>();
  for (const r of readings) {
    if (!Number.isFinite(r.ts) || !Number.isFinite(r.mmol)) continue;
    const start = Math.floor(minuteOf(r.ts) / binMinutes) * binMinutes;
    const values = bins.get(start);
    if (values) values.push(r.mmol);
    else bins.set(start, [r.mmol]);
  }
  return [...bins.entries()].sort(([a], [b]) => a - b).map(([start, values]) => binOf(values, start));
}
