/**
 * A date range as the user chose it: a preset (the last 24 hours, or the last 7, 14, 30 or 90 days with
 * today included) or two calendar dates. Turned into instants in the system time zone, so a day is a
 * local day whatever its length (23 or 25 hours on a DST change). Kept in the page URL as `range=7d`
 * or `from=2026-11-17&to=2026-11-24`.
 */

import { addDays, checkDates, dateInZone, DAY_MS, isDate, startOfDay } from "./zoneDate";

export const PRESETS = ["24h", "7d", "14d", "30d", "90d"] as const;
export type Preset = (typeof PRESETS)[number];

export type RangeChoice = { preset: Preset } | { start: string; end: string };

export type RangeErrorId = "device.dateOrder" | "device.rangeTooLong" | "device.dateInvalid";

/** What a choice covers: instants [from, to), its first and last calendar date, and whether whole days. */
export interface ResolvedRange {
  from: number;
  to: number;
  start: string;
  end: string;
  wholeDays: boolean;
}

export const isPreset = (value: unknown): value is Preset =>
  typeof value === "string" && (PRESETS as readonly string[]).includes(value);

/** Whole days of a preset (null for the rolling 24 hours). */
export const presetDays = (preset: Preset): number | null =>
  preset === "24h" ? null : Number(preset.slice(0, -1));

/** The range a choice covers at `now`, or the rule it breaks. */
export function resolveChoice(
  choice: RangeChoice,
  now: number,
  timeZone: string,
): { range: ResolvedRange; error: null } | { range: null; error: RangeErrorId } {
  if ("preset" in choice) {
    const days = presetDays(choice.preset);
    if (days === null) {
      const from = now - DAY_MS;
      return {
        range: {
          from,
          to: now,
          start: dateInZone(from, timeZone),
          end: dateInZone(now, timeZone),
          wholeDays: false,
        },
        error: null,
      };
    }
    const end = dateInZone(now, timeZone);
    const start = addDays(end, 1 - days);
    const range = { from: startOfDay(start, timeZone), to: startOfDay(addDays(end, 1), timeZone) };
    return { range: { ...range, start, end, wholeDays: true }, error: null };
  }
  const { range, error } = checkDates(choice.start, choice.end, timeZone);
  if (error || range.from === undefined || range.to === undefined) {
    return { range: null, error: error ?? "device.dateInvalid" };
  }
  return {
    range: { from: range.from, to: range.to, start: choice.start, end: choice.end, wholeDays: true },
    error: null,
  };
}

/** The calendar dates a choice shows in the date fields. */
export function datesOf(choice: RangeChoice, now: number, timeZone: string): { start: string; end: string } {
  if (!("preset" in choice)) return { start: choice.start, end: choice.end };
  const { range } = resolveChoice(choice, now, timeZone);
  return { start: range?.start ?? "", end: range?.end ?? "" };
}

/**
 * The choice a page URL holds: `range` when it names a preset, else `from` and `to` when they make a
 * valid range; anything else (a hand-edited URL with a bad date, or none at all) is the fallback.
 */
export function choiceFromParams(
  params: URLSearchParams,
  fallback: RangeChoice,
  timeZone: string,
): RangeChoice {
  const preset = params.get("range");
  if (isPreset(preset)) return { preset };
  const start = params.get("from") ?? "";
  const end = params.get("to") ?? "";
  if (isDate(start) && isDate(end) && !checkDates(start, end, timeZone).error) return { start, end };
  return fallback;
}

/** The URL parameters with the choice written in (other parameters, such as `sn`, kept); null clears it. */
export function paramsWithChoice(params: URLSearchParams, choice: RangeChoice | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["range", "from", "to"]) next.delete(key);
  if (choice && "preset" in choice) next.set("range", choice.preset);
  else if (choice) {
    next.set("from", choice.start);
    next.set("to", choice.end);
  }
  return next;
}

/** True when both choices are the same. */
export function sameChoice(a: RangeChoice, b: RangeChoice): boolean {
  if ("preset" in a || "preset" in b) return "preset" in a && "preset" in b && a.preset === b.preset;
  return a.start === b.start && a.end === b.end;
}
