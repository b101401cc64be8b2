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
