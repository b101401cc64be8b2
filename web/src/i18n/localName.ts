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

/** Codes of the console that are no BCP 47 tags ("CHN" would read as the extlang of Chinook Jargon). */
const CONSOLE_CODES: Record<string, string> = { "zh-chn": "zh-CN", "zh-twn": "zh-TW" };

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** Intl's language names in this locale, made once; null where the runtime knows no such locale. */
function namesIn(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: "language", fallback: "none" });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * A language's name in the interface language (e.g. "French" for "fr" in English, "法语" in Chinese),
 * from its language code; the stored name where the code is no tag Intl knows a name for.
 */
export function languageName(code: string, locale: string, stored: string): string {
  const tag = CONSOLE_CODES[code.toLowerCase()] ?? code;
  try {
    return namesIn(locale)?.of(tag) || stored;
  } catch {
    // A code that is no well-formed language tag.
    return stored;
  }
}
