/**
 * Clinical summary of CGM data (International Consensus on Time in Range, Battelino et al. 2019).
 * Pure functions; glucose in mmol/L, timestamps in epoch milliseconds.
 */
import { TARGET_RANGE, toMgdl } from "./units.js";

export interface GlucoseReading {
  /** Epoch milliseconds. */
  ts: number;
  mmol: number;
}

/** Half-open period [from, to) in epoch milliseconds. */
export interface Period {
  from: number;
  to: number;
}

/** Sampling intervals of the supported sensors, in minutes. */
export type SamplingInterval = 1 | 3 | 5 | 15;
const SAMPLING_INTERVALS: readonly number[] = [1, 3, 5, 15];

/** Consensus thresholds in mmol/L. */
export const TIR_THRESHOLDS = {
  veryLowBelow: 3.0,
  lowBelow: TARGET_RANGE.low,
  highAbove: TARGET_RANGE.high,
  veryHighAbove: 13.9,
} as const;

/** Minimum percentage of expected readings for GMI (consensus: ≥ 70 % of CGM data). */
export const GMI_MIN_COVERAGE_PERCENT = 70;

/** Percentages of readings (0–100, full precision, not rounded); the five sum to 100. */
export interface TimeInRanges {
  veryLow: number;
  low: number;
  inRange: number;
  high: number;
  veryHigh: number;
}

export type GriZone = "A" | "B" | "C" | "D" | "E";

export interface GriResult {
  gri: number;
  griHypo: number;
  griHyper: number;
  griZone: GriZone;
}

export interface CgmSummary {
  count: number;
  expected: number;
  /** count / expected, capped at 1; null when the period holds no whole interval. */
  coverage: number | null;
  wearPercent: number | null;
  meanMmol: number | null;
  meanMgdl: number | null;
  /** Sample standard deviation (n − 1); null below 2 readings. */
  sdMmol: number | null;
  cvPercent: number | null;
  gmiPercent: number | null;
  gmiMmolMol: number | null;
  timeInRanges: TimeInRanges | null;
  gri: number | null;
  griHypo: number | null;
  griHyper: number | null;
  griZone: GriZone | null;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Sample standard deviation (divisor n − 1), two-pass for numerical stability; null below 2 values. */
export function sampleSd(values: readonly number[]): number | null {
  const m = mean(values);
  if (m === null || values.length < 2) return null;
  let squares = 0;
  for (const v of values) squares += (v - m) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

/** CV % = sample SD / mean × 100; null below 2 values or when the mean is not positive. */
export function coefficientOfVariation(values: readonly number[]): number | null {
  const m = mean(values);
  const sd = sampleSd(values);
  return m === null || sd === null || m <= 0 ? null : (sd / m) * 100;
}

/** Glucose Management Indicator (Bergenstal et al. 2018) from the mean glucose in mmol/L. */
export function gmi(meanMmol: number): { percent: number; mmolMol: number } {
  return { percent: 3.31 + 0.02392 * toMgdl(meanMmol), mmolMol: 12.71 + 4.70587 * meanMmol };
}

type RangeName = keyof TimeInRanges;

/**
 * veryLow < 3.0 ≤ low < 3.9 ≤ inRange ≤ 10.0 < high ≤ 13.9 < veryHigh (mmol/L; exact for 1-decimal values).
 * Values converted from mg/dL land just below 3.9 / 3.0 at 70 / 54 mg/dL (3.8855 / 2.9974) and count one range lower.
 */
export function classifyGlucose(mmol: number): RangeName {
  const t = TIR_THRESHOLDS;
  if (mmol < t.veryLowBelow) return "veryLow";
  if (mmol < t.lowBelow) return "low";
  if (mmol <= t.highAbove) return "inRange";
  if (mmol <= t.veryHighAbove) return "high";
  return "veryHigh";
}

/** Percentage of readings in each consensus range; null for no values. Expects finite values. */
export function timeInRanges(values: readonly number[]): TimeInRanges | null {
  if (values.length === 0) return null;
  const counts: TimeInRanges = { veryLow: 0, low: 0, inRange: 0, high: 0, veryHigh: 0 };
  for (const v of values) counts[classifyGlucose(v)] += 1;
  const pct = (c: number) => (c / values.length) * 100;
  return {
    veryLow: pct(counts.veryLow),
    low: pct(counts.low),
    inRange: pct(counts.inRange),
    high: pct(counts.high),
    veryHigh: pct(counts.veryHigh),
  };
}

/** GRI zone: A ≤ 20 < B ≤ 40 < C ≤ 60 < D ≤ 80 < E. */
export function griZone(value: number): GriZone {
  if (value <= 20) return "A";
  if (value <= 40) return "B";
  if (value <= 60) return "C";
  if (value <= 80) return "D";
  return "E";
}

/** Glycemia Risk Index (Klonoff et al. 2022): 3.0 × hypo + 1.6 × hyper, capped at 100. */
export function gri(tir: TimeInRanges): GriResult {
  const griHypo = tir.veryLow + 0.8 * tir.low;
  const griHyper = tir.veryHigh + 0.5 * tir.high;
  const value = Math.min(100, 3.0 * griHypo + 1.6 * griHyper);
  return { gri: value, griHypo, griHyper, griZone: griZone(value) };
}

/** Number of readings the sensor should produce in the period: floor(duration / interval). */
export function expectedReadings(period: Period, intervalMinutes: SamplingInterval): number {
  if (!SAMPLING_INTERVALS.includes(intervalMinutes)) {
    throw new RangeError(`unsupported sampling interval: ${intervalMinutes} min`);
  }
  if (!Number.isFinite(period.from) || !Number.isFinite(period.to) || period.to < period.from) {
    throw new RangeError("invalid period");
  }
  return Math.floor((period.to - period.from) / (intervalMinutes * 60_000));
}

/** Glucose values with finite ts and mmol inside [from, to). */
export function valuesInPeriod(readings: readonly GlucoseReading[], period: Period): number[] {
  const values: number[] = [];
  for (const r of readings) {
    if (Number.isFinite(r.mmol) && Number.isFinite(r.ts) && r.ts >= period.from && r.ts < period.to) {
      values.push(r.mmol);
    }
  }
  return values;
}

/** True when count / expected ≥ 70 %, compared in integers so that exactly 0.70 is not lost to rounding. */
export function hasGmiCoverage(count: number, expected: number): boolean {
  return expected > 0 && count * 100 >= expected * GMI_MIN_COVERAGE_PERCENT;
}

export function summarise(
  readings: readonly GlucoseReading[],
  period: Period,
  intervalMinutes: SamplingInterval,
): CgmSummary {
  const expected = expectedReadings(period, intervalMinutes);
  const values = valuesInPeriod(readings, period);
  const count = values.length;
  const coverage = expected > 0 ? Math.min(1, count / expected) : null;
  const meanMmol = mean(values);
  const tir = timeInRanges(values);
  const griResult = tir ? gri(tir) : null;
  const gmiResult = meanMmol !== null && hasGmiCoverage(count, expected) ? gmi(meanMmol) : null;
  return {
    count,
    expected,
    coverage,
    wearPercent: coverage === null ? null : coverage * 100,
    meanMmol,
    meanMgdl: meanMmol === null ? null : toMgdl(meanMmol),
    sdMmol: sampleSd(values),
    cvPercent: coefficientOfVariation(values),
    gmiPercent: gmiResult?.percent ?? null,
    gmiMmolMol: gmiResult?.mmolMol ?? null,
    timeInRanges: tir,
    gri: griResult?.gri ?? null,
    griHypo: griResult?.griHypo ?? null,
    griHyper: griResult?.griHyper ?? null,
    griZone: griResult?.griZone ?? null,
  };
}
