import { NativeSelect } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { LOCALES, LOCALE_NAMES, isLocale } from "@cgm/domain";
import { useLocale } from "./I18nProvider";
import { langTagOf } from "./langTag";

/** The twelve interface languages, each named in its own language. */
export function LanguageSwitcher({ width = "40" }: { width?: string }) {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  return (
    <NativeSelect.Root width={width} size="sm">
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: "header.language" })}
        data-testid="language-switcher"
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) setLocale(e.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={langTagOf(l)}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
