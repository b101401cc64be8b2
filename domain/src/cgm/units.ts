/**
 * Glucose units. The project stores glucose in mmol/L; mg/dL is derived for display and for the
 * formulas published in mg/dL (e.g. GMI).
 */

/** mg/dL per mmol/L (molar mass of glucose ≈ 180.1559 g/mol ÷ 10). Project requirement: use exactly this. */
export const MGDL_PER_MMOL = 18.01559;

export type GlucoseUnit = "mmol/L" | "mg/dL";

/** Valid sensor range for ingestion, in mmol/L (≈ 20–600 mg/dL). */
export const GLUCOSE_LIMITS = { minMmol: 1.1, maxMmol: 33.3 } as const;

/** Target range of the International Consensus on Time in Range (2019), in mmol/L, both ends inclusive. */
export const TARGET_RANGE = { low: 3.9, high: 10.0 } as const;

export function toMgdl(mmol: number): number {
  return mmol * MGDL_PER_MMOL;
}

export function toMmol(mgdl: number): number {
  return mgdl / MGDL_PER_MMOL;
}

/**
 * Rounds half away from zero to `decimals` places on the decimal value, so that 4.35 → 4.4 even though
 * 4.35 × 10 is 43.499999… in binary floating point.
 */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}

/**
 * A glucose value (stored in mmol/L) as the number to display in `unit`:
 * 1 decimal for mmol/L, an integer for mg/dL. Non-finite input gives NaN.
 */
export function formatGlucose(mmol: number, unit: GlucoseUnit): number {
  if (!Number.isFinite(mmol)) return Number.NaN;
  return unit === "mg/dL" ? roundTo(toMgdl(mmol), 0) : roundTo(mmol, 1);
}
