/**
 * Calendar dates ("YYYY-MM-DD", as date inputs give them) in the system time zone, turned into instants
 * and back with Intl only. A day starts at its local midnight; a range ends at the next day's midnight.
 */

import { wallClock, zoneOffsetMs } from "@cgm/domain";

export const DAY_MS = 86_400_000;
/** The longest range the detail page may ask for (the API refuses more). */
export const MAX_RANGE_DAYS = 90;

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** True for a real calendar date written YYYY-MM-DD. */
export function isDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return t.getUTCDate() === Number(m[3]) && t.getUTCMonth() === Number(m[2]) - 1;
}

/** The instant the date begins in the zone (local midnight). */
export function startOfDay(date: string, timeZone: string): number {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  const utc = Date.UTC(y, m - 1, d);
  const guess = utc - zoneOffsetMs(utc, timeZone);
  return utc - zoneOffsetMs(guess, timeZone);
}

/** The calendar date of an instant in the zone. */
export function dateInZone(ts: number, timeZone: string): string {
  const c = wallClock(ts, timeZone);
  return `${pad(c.y, 4)}-${pad(c.m)}-${pad(c.d)}`;
}

/** The date `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Calendar days from `start` to `end`, both included (1 for a one-day range). */
export function daysIn(start: string, end: string): number {
  const utc = (date: string) => {
    const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(end) - utc(start)) / DAY_MS) + 1;
}

/** A date range as instants: from the start date's midnight to the midnight after the end date. */
export interface Range {
  from: number;
  to: number;
}

/**
 * Checks a range of dates the way the API does: the start not after the end ("device.dateOrder") and at
 * most 90 calendar days ("device.rangeTooLong"; counted in days, so a range over the autumn DST change,
 * one hour longer, still fits). Either date may be empty when `optional`.
 */
export function checkDates(
  start: string,
  end: string,
  timeZone: string,
  optional = false,
): {
  range: Partial<Range>;
  error: "device.dateOrder" | "device.rangeTooLong" | "device.dateInvalid" | null;
} {
  if ((!start || !end) && optional) {
    return {
      range: {
        from: start && isDate(start) ? startOfDay(start, timeZone) : undefined,
        to: end && isDate(end) ? startOfDay(addDays(end, 1), timeZone) : undefined,
      },
      error: (start && !isDate(start)) || (end && !isDate(end)) ? "device.dateInvalid" : null,
    };
  }
  if (!isDate(start) || !isDate(end)) return { range: {}, error: "device.dateInvalid" };
  if (start > end) return { range: {}, error: "device.dateOrder" };
  const range = { from: startOfDay(start, timeZone), to: startOfDay(addDays(end, 1), timeZone) };
  if (!optional && daysIn(start, end) > MAX_RANGE_DAYS) return { range, error: "device.rangeTooLong" };
  return { range, error: null };
}

/** The file-name date of an instant in the zone: YYYYMMDD. */
export const compactDate = (ts: number, timeZone: string) => dateInZone(ts, timeZone).replace(/-/g, "");
