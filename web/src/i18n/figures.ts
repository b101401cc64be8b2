import { useIntl, type IntlShape } from "react-intl";
import { isLocale, isolateAuto, isolateLtr, isRtl } from "@cgm/domain";

/*
 * Figures (a number with its unit, sign or range) in running text of either direction. In right-to-left
 * text the bidi algorithm (UAX #9) lays a number, a sign and a Latin unit out as separate runs: Arabic
 * would show ">13.9 mmol/L" as "mmol/L 13.9<" and "10.1–13.9" as "13.9–10.1". Each figure is therefore
 * wrapped in a Unicode isolate: the surrounding text treats it as one neutral character, and inside it
 * keeps its own order. Isolates work in HTML, SVG text (chart labels), attributes and CSV cells alike,
 * where a <bdi> element could not go. Only right-to-left languages get the marks: in left-to-right text a
 * figure already reads the right way, and copied text stays free of invisible characters.
 */

/** The text without isolate marks (for comparisons in tests). */
export const stripIsolates = (text: string): string => text.replace(/[\u2066-\u2069]/g, "");

/** Units of time Intl formats in every language (ECMA-402 sanctioned units). */
export type DurationUnit = "second" | "minute" | "hour" | "day" | "week" | "month";
export type Bound = "<" | ">";

/** Whether the interface language (an Intl tag such as "ar") is written right to left. */
export const isRtlTag = (tag: string): boolean => isLocale(tag) && isRtl(tag);

/** Figures in the interface language; see the module comment for why each is isolated. */
export function figuresOf(intl: IntlShape) {
  const rtl = isRtlTag(intl.locale);
  const asLtr = (text: string) => (rtl ? isolateLtr(text) : text);
  const own = (text: string) => (rtl ? isolateAuto(text) : text);
  const fixed = (digits: number | undefined) =>
    digits == null ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const num = (v: number, digits?: number) => intl.formatNumber(v, fixed(digits));
  /**
   * A symbol unit after its number ("13.9 mmol/L"); the symbol stays as written (mmol/L, mg/dL). In
   * right-to-left text a no-break space joins them: a figure never breaks across lines either.
   */
  const space = rtl ? "\u00a0" : " ";
  const withUnit = (text: string, unit?: string) => asLtr(unit ? `${text}${space}${unit}` : text);
  return {
    number: num,
    /** Latin text kept left to right (a unit symbol in a header: "Last glucose (mmol/L)"). */
    ltr: asLtr,
    /** Text of its own direction (a device's words), isolated from its neighbours. */
    isolate: own,
    /** A number with a symbol unit: "5.4 mmol/L". */
    quantity: (v: number, unit: string, digits?: number) => withUnit(num(v, digits), unit),
    /** A threshold: "<3.0 mmol/L", ">13.9 mmol/L". */
    bound: (sign: Bound, v: number, unit: string, digits?: number) =>
      withUnit(`${sign}${num(v, digits)}`, unit),
    /** A range of two numbers in the language's own range style: "3.9–10.0 mmol/L". */
    range: (low: number, high: number, unit: string, digits?: number) =>
      withUnit(new Intl.NumberFormat(intl.locale, fixed(digits)).formatRange(low, high), unit),
    /** Two counts as a ratio: "1,234 / 4,032". */
    ratio: (a: number, b: number) => asLtr(`${num(a)}${space}/${space}${num(b)}`),
    /** A duration in words of the language: "78 min" becomes "78 دقيقة" in Arabic, "78 minut" in Czech. */
    duration: (v: number, unit: DurationUnit) =>
      own(intl.formatNumber(v, { style: "unit", unit, unitDisplay: "long" })),
    /** A temperature in degrees Celsius, in the language's style: "39.5°C", "39.5°م". */
    celsius: (v: number) =>
      own(intl.formatNumber(v, { style: "unit", unit: "celsius", maximumFractionDigits: 1 })),
  };
}
export type Figures = ReturnType<typeof figuresOf>;

/** The figures of the interface language. */
export function useFigures(): Figures {
  return figuresOf(useIntl());
}
