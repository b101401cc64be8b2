import type { Locale } from "@cgm/domain";

/** The two Chinese codes the console names by country, as BCP 47 tags ("TWN" is no region subtag). */
const COUNTRY_CODED: Partial<Record<Locale, string>> = { "zh-CHN": "zh-CN", "zh-TWN": "zh-TW" };

/**
 * The `lang` tag of the language shown: its own tag even where it shares another's catalogue
 * ("中文 (TWN)" is zh-TW), so screen readers pick the right voice and the browser the right fonts.
 */
export function langTagOf(locale: Locale): string {
  return COUNTRY_CODED[locale] ?? locale;
}
