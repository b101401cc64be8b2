/** Interface languages of the console (spec section 1 and 9). */
export const LOCALES = [
  "zh-CN",
  "zh-CHN",
  "zh-TWN",
  "en",
  "en-US",
  "ar",
  "cs",
  "es",
  "fr",
  "pl",
  "pt-BR",
  "ru",
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "zh-CN";
/** Used for any message a locale's catalogue lacks. */
export const FALLBACK_LOCALE: Locale = "en";

/** Storage key of the interface language (spec section 9). */
export const LANG_STORAGE_KEY = "sysLang";

/** The three Chinese codes share one catalogue. */
export function catalogueOf(locale: Locale): Exclude<Locale, "zh-CHN" | "zh-TWN"> {
  return locale === "zh-CHN" || locale === "zh-TWN" ? "zh-CN" : locale;
}

/** BCP 47 tag handed to Intl for number and date formatting. */
export function intlTagOf(locale: Locale): string {
  return catalogueOf(locale);
}

export function isRtl(locale: Locale): boolean {
  return locale === "ar";
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Money: yuan (shown as ¥) for the Chinese locales, US dollars otherwise (spec section 9). */
export function currencyOf(locale: Locale): "CNY" | "USD" {
  return catalogueOf(locale) === "zh-CN" ? "CNY" : "USD";
}

/** Native names shown in the language switchers. */
export const LOCALE_NAMES: Record<Locale, string> = {
  "zh-CN": "简体中文",
  "zh-CHN": "中文 (CHN)",
  "zh-TWN": "中文 (TWN)",
  en: "English",
  "en-US": "English (US)",
  ar: "العربية",
  cs: "Čeština",
  es: "Español",
  fr: "Français",
  pl: "Polski",
  "pt-BR": "Português (Brasil)",
  ru: "Русский",
};

/*
 * Unicode isolates (UAX #9): text between LRI (or FSI) and PDI is laid out on its own and counts as one
 * neutral character to the text around it. A figure such as ">13.9 mmol/L" or "10.1–13.9" inside
 * right-to-left text would otherwise be split into runs and shown reversed ("mmol/L 13.9<",
 * "13.9–10.1"). The web's figures (web/src/i18n/figures.ts) and the API's CSV headers both use these.
 */
export const LRI = "\u2066";
export const FSI = "\u2068";
export const PDI = "\u2069";

/** Latin text (a number with a unit symbol, a range) kept left to right inside any text. */
export const isolateLtr = (text: string): string => `${LRI}${text}${PDI}`;
/** Text of its own direction (taken from its first letter), isolated from the text around it. */
export const isolateAuto = (text: string): string => `${FSI}${text}${PDI}`;
/** Whether the text holds letters of a right-to-left script (Arabic, Hebrew, Syriac, Thaana, N'Ko). */
export const hasRtlLetters = (text: string): boolean =>
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(text);
