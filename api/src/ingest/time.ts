/**
 * Epoch milliseconds of an upload's timestamp, as Date.parse gives them, with a fast path for the form
 * device apps send (`2026-11-21T08:30:00Z` or `2026-11-21T08:30:00.123Z`): a batch holds up to 200,000
 * of them, and Date.parse costs several times more. Anything else goes to Date.parse.
 */
export function parseTime(s: string): number {
  const n = s.length;
  if ((n === 20 || n === 24) && s.charCodeAt(n - 1) === 90 /* Z */) {
    const ms = fastUtc(s, n);
    if (ms === ms) return ms;
  }
  return Date.parse(s);
}

const digit = (s: string, i: number): number => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : NaN;
};
const two = (s: string, i: number) => digit(s, i) * 10 + digit(s, i + 1);

/** NaN when the string is not exactly YYYY-MM-DDTHH:MM:SS[.sss]Z with fields in range. */
function fastUtc(s: string, n: number): number {
  if (
    s.charCodeAt(4) !== 45 ||
    s.charCodeAt(7) !== 45 ||
    s.charCodeAt(10) !== 84 ||
    s.charCodeAt(13) !== 58 ||
    s.charCodeAt(16) !== 58
  )
    return NaN;
  const year = two(s, 0) * 100 + two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  const hour = two(s, 11);
  const minute = two(s, 14);
  const second = two(s, 17);
  let milli = 0;
  if (n === 24) {
    if (s.charCodeAt(19) !== 46) return NaN;
    milli = digit(s, 20) * 100 + two(s, 21);
  }
  return utc(year, month, day, hour, minute, second, milli);
}

/**
 * parseTime of the ASCII text in bytes [at, at + n) when it is in the device apps' form, without making
 * a string of it (the upload's reading lists are read from the bytes, body.ts); NaN for any other form.
 */
export function fastTimeOfBytes(b: Uint8Array, at: number, n: number): number {
  if (
    !(n === 20 || n === 24) ||
    b[at + n - 1] !== 90 /* Z */ ||
    b[at + 4] !== 45 ||
    b[at + 7] !== 45 ||
    b[at + 10] !== 84 ||
    b[at + 13] !== 58 ||
    b[at + 16] !== 58 ||
    (n === 24 && b[at + 19] !== 46)
  )
    return NaN;
  const year = pair(b, at) * 100 + pair(b, at + 2);
  const milli = n === 24 ? one(b, at + 20) * 100 + pair(b, at + 21) : 0;
  return utc(
    year,
    pair(b, at + 5),
    pair(b, at + 8),
    pair(b, at + 11),
    pair(b, at + 14),
    pair(b, at + 17),
    milli,
  );
}

/** The decimal digit at `at`; NaN when it is not one. */
function one(b: Uint8Array, at: number): number {
  const d = b[at]! - 48;
  return d >>> 0 <= 9 ? d : NaN;
}

/** The two decimal digits at `at` as a number; NaN when either is not a digit. */
function pair(b: Uint8Array, at: number): number {
  const hi = b[at]! - 48;
  const lo = b[at + 1]! - 48;
  return hi >>> 0 <= 9 && lo >>> 0 <= 9 ? hi * 10 + lo : NaN;
}

/** Epoch milliseconds of UTC fields, NaN when one is out of range (NaN included). */
function utc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  milli: number,
): number {
  if (
    !(month >= 1 && month <= 12) ||
    !(day >= 1 && day <= daysIn(year, month)) ||
    !(hour <= 23) ||
    !(minute <= 59) ||
    !(second <= 59) ||
    !(milli >= 0)
  )
    return NaN;
  return (
    monthStart(year, month) + (day - 1) * 86_400_000 + ((hour * 60 + minute) * 60 + second) * 1000 + milli
  );
}

let lastMonth = NaN;
let lastMonthStart = NaN;
/** Epoch milliseconds of the first of a month; the last one asked for is kept (a batch's times run on). */
function monthStart(year: number, month: number): number {
  const key = year * 16 + month;
  if (key !== lastMonth) {
    lastMonthStart = daysFromCivil(year, month, 1) * 86_400_000;
    lastMonth = key;
  }
  return lastMonthStart;
}

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}
