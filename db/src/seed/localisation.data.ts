import type { Locale } from "@cgm/domain";

/**
 * Demo reference data of the localisation screens. Texts are given in nine languages, in this order:
 * Chinese, English, Arabic, Czech, Spanish, French, Polish, Portuguese (Brazil), Russian; the three
 * Chinese codes share the Chinese text and the two English codes the English one.
 */
export type Names9 = [string, string, string, string, string, string, string, string, string];

const ORDER: Locale[][] = [
  ["zh-CN", "zh-CHN", "zh-TWN"],
  ["en", "en-US"],
  ["ar"],
  ["cs"],
  ["es"],
  ["fr"],
  ["pl"],
  ["pt-BR"],
  ["ru"],
];

/** Language code -> text, for every interface language. */
export function perLocale(names: Names9): Map<Locale, string> {
  const out = new Map<Locale, string>();
  ORDER.forEach((codes, i) => codes.forEach((c) => out.set(c, names[i] ?? names[1])));
  return out;
}

/** The app display content code of each interface language. */
export const APP_DISPLAY_CODES: Record<Locale, string> = {
  "zh-CN": "zh_CN",
  "zh-CHN": "zh_CN",
  "zh-TWN": "zh_TW",
  en: "en",
  "en-US": "en_US",
  ar: "ar",
  cs: "cs",
  es: "es",
  fr: "fr",
  pl: "pl",
  "pt-BR": "pt_BR",
  ru: "ru",
};

export interface CenterDef {
  name: string;
  code: string;
  domain: string;
  /** Key of a demo organisation (the root when the demo tree is not there). */
  org: string;
}

export const DEMO_CENTERS: CenterDef[] = [
  { name: "China Center", code: "CN", domain: "https://cn.cgm.example.com", org: "hq" },
  { name: "EMEA Center", code: "EMEA", domain: "https://eu.cgm.example.com", org: "europe" },
  { name: "Americas Center", code: "AMER", domain: "https://us.cgm.example.com", org: "hq" },
];

// Countries and dictionaries live in files of their own; re-exported so importers keep one place.
export { DEMO_COUNTRIES, type CountryDef } from "./countries.data";
export { DEMO_DICTIONARIES, type DictDef } from "./dictionaries.data";
