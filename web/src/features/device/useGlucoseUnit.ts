import { useCallback, useState } from "react";
import { useIntl } from "react-intl";
import { formatGlucose, toMgdl, type GlucoseUnit } from "@cgm/domain";
import { useFigures, type Bound } from "../../i18n/figures";
import { local } from "../../session/storage";

/** Where the chosen glucose unit is kept between visits (the list and the detail page share it). */
export const GLUCOSE_UNIT_KEY = "cgm.glucoseUnit";
export const GLUCOSE_UNITS: readonly GlucoseUnit[] = ["mmol/L", "mg/dL"];

const stored = (): GlucoseUnit => {
  const v = local.get(GLUCOSE_UNIT_KEY);
  return v === "mg/dL" ? "mg/dL" : "mmol/L";
};

/** The glucose unit shown (mmol/L unless mg/dL was chosen), and a setter that remembers the choice. */
export function useGlucoseUnit(): [GlucoseUnit, (unit: GlucoseUnit) => void] {
  const [unit, setUnitState] = useState<GlucoseUnit>(stored);
  const setUnit = useCallback((next: GlucoseUnit) => {
    local.set(GLUCOSE_UNIT_KEY, next);
    setUnitState(next);
  }, []);
  return [unit, setUnit];
}

/** A stored mmol/L value in the unit, rounded for display (1 decimal for mmol/L, whole mg/dL). */
export const inUnit = (mmol: number, unit: GlucoseUnit): number => formatGlucose(mmol, unit);

/** A stored mmol/L value in the unit, unrounded (for chart coordinates). */
export const toUnit = (mmol: number, unit: GlucoseUnit): number => (unit === "mg/dL" ? toMgdl(mmol) : mmol);

/** A glucose value (mmol/L, possibly missing) as text in the unit: "5.4" mmol/L, "97" mg/dL, or "—". */
export function useGlucoseText(unit: GlucoseUnit): (mmol: number | null | undefined) => string {
  const intl = useIntl();
  const digits = unit === "mmol/L" ? 1 : 0;
  return (mmol) =>
    mmol == null || !Number.isFinite(mmol)
      ? "—"
      : intl.formatNumber(inUnit(mmol, unit), {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
}

/** Decimals a glucose value is shown with: 1 for mmol/L, none for mg/dL. */
export const glucoseDigits = (unit: GlucoseUnit): number => (unit === "mmol/L" ? 1 : 0);

/**
 * Glucose figures with their unit, isolated from the text's direction (i18n/figures.ts): a value
 * ("5.4 mmol/L", or "—"), a threshold ("<3.0 mmol/L") and a range ("3.9–10.0 mmol/L"), from mmol/L.
 */
export function useGlucoseFigures(unit: GlucoseUnit) {
  const fig = useFigures();
  const digits = glucoseDigits(unit);
  const at = (mmol: number) => inUnit(mmol, unit);
  return {
    value: (mmol: number | null | undefined) =>
      mmol == null || !Number.isFinite(mmol) ? "—" : fig.quantity(at(mmol), unit, digits),
    /** A value already in the unit (a chart coordinate), rounded for display. */
    inUnit: (v: number) => fig.quantity(v, unit, digits),
    bound: (sign: Bound, mmol: number) => fig.bound(sign, at(mmol), unit, digits),
    /** A range between two values in the unit (already converted and stepped). */
    range: (low: number, high: number) => fig.range(low, high, unit, digits),
  };
}
