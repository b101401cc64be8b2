/**
 * Calendar dates ("YYYY-MM-DD") written the way the interface language writes a numeric date: the order
 * of day, month and year and the separators come from Intl (24/11/2026 in Spanish, 11/24/2026 in US
 * English, 2026/11/24 in Chinese, 24.11.2026 in Russian). Typed text is read back with the same order,
 * whatever separator the user types; an ISO date (2026-11-24) is accepted in every language.
 */

import { isDate } from "./zoneDate";

type Part = "day" | "month" | "year";

/** Bidi marks Intl puts between the parts (Arabic); an input field cannot show or edit them sensibly. */
const BIDI_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** Arabic-Indic, Persian and full-width digits as ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (c) => {
    const code = c.charCodeAt(0);
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string): Intl.DateTimeFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    });
    formatters.set(locale, f);
  }
  return f;
}

/** The order of day, month and year in the language's numeric dates. */
export function partOrder(locale: string): Part[] {
  return formatter(locale)
    .formatToParts(Date.UTC(2026, 10, 24))
    .map((p) => p.type)
    .filter((t): t is Part => t === "day" || t === "month" || t === "year");
}

/**
 * The date as the language writes it, for a text field: Intl's own text with ASCII digits, which every
 * keyboard types. Arabic keeps Intl's right-to-left marks, so a right-to-left field lays the day out on
 * the right as every other date of the page; typed text needs none of them.
 * Anything that is not a date (a half-typed value) comes back unchanged.
 */
export function formatDateText(date: string, locale: string): string {
  if (!isDate(date)) return date;
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return asciiDigits(formatter(locale).format(Date.UTC(y, m - 1, d)));
}

/** The date as the language shows it in running text (Arabic keeps its bidi marks and digits). */
export function displayDate(date: string, locale: string): string {
  if (!isDate(date)) return date;
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return formatter(locale).format(Date.UTC(y, m - 1, d));
}

/**
 * Reads a typed date in the language's order: three groups of digits with any separators between them.
 * A two-digit year means 20xx. Returns "YYYY-MM-DD", "" for an empty field, or null when the text is
 * not a real date (31/02/2026, 11/11/182026, letters).
 */
export function parseDateText(text: string, locale: string): string | null {
  const clean = asciiDigits(text.replace(BIDI_MARKS, "")).trim();
  if (!clean) return "";
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(clean);
  const groups = iso ? [iso[1], iso[2], iso[3]] : clean.split(/[^0-9]+/).filter(Boolean);
  if (groups.length !== 3 || /[^0-9\s./\-,年月日،]/.test(clean)) return null;
  const order: Part[] = iso ? ["year", "month", "day"] : partOrder(locale);
  const value: Record<Part, string> = { day: "", month: "", year: "" };
  order.forEach((part, i) => (value[part] = groups[i] ?? ""));
  if (value.day.length > 2 || value.month.length > 2) return null;
  if (value.year.length !== 4 && value.year.length !== 2) return null;
  const year = value.year.length === 2 ? 2000 + Number(value.year) : Number(value.year);
  const date = `${pad(year, 4)}-${pad(Number(value.month))}-${pad(Number(value.day))}`;
  return isDate(date) ? date : null;
}
