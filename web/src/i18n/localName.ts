/** A name stored per language, as the API gives translations. */
export interface NameInLanguage {
  languageCode: string;
  name: string;
}

/**
 * The name for the interface language (a translation whose language code is the locale, compared
 * ignoring case), else the stored name.
 */
export function localName(translations: readonly NameInLanguage[], locale: string, fallback: string): string {
  const want = locale.toLowerCase();
  return translations.find((t) => t.languageCode.toLowerCase() === want)?.name || fallback;
}
