import { useCallback } from "react";
import { useIntl } from "react-intl";
import { languageName } from "./localName";

/**
 * Names languages in the interface language (spec section 9: names follow the console's language),
 * re-labelled on a language switch: `(code, stored) => name`, the stored name where Intl knows none.
 */
export function useLanguageName(): (code: string, stored: string) => string {
  const { locale } = useIntl();
  return useCallback((code, stored) => languageName(code, locale, stored), [locale]);
}
