import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { LocaleProvider } from "@chakra-ui/react";
import { DEFAULT_LOCALE, intlTagOf, isLocale, isRtl, LANG_STORAGE_KEY, type Locale } from "@cgm/domain";
import { local } from "../session/storage";
import { loadMessages, type Messages } from "./catalogues";

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, setLocale: () => {} });

export const useLocale = () => useContext(LocaleContext);

function initialLocale(): Locale {
  const stored = local.get(LANG_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Interface language: stored under sysLang (default zh-CN); Arabic turns the whole page right to left. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const [messages, setMessages] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    let live = true;
    void loadMessages(locale).then((m) => {
      if (live) setMessages({ locale, messages: m });
    });
    const html = document.documentElement;
    html.lang = intlTagOf(locale);
    html.dir = isRtl(locale) ? "rtl" : "ltr";
    return () => {
      live = false;
    };
  }, [locale]);

  const state = useMemo<LocaleState>(
    () => ({
      locale,
      setLocale: (next) => {
        local.set(LANG_STORAGE_KEY, next);
        setLocaleState(next);
      },
    }),
    [locale],
  );

  if (!messages) return null;
  return (
    <LocaleContext.Provider value={state}>
      <LocaleProvider locale={intlTagOf(messages.locale)}>
        <IntlProvider
          locale={intlTagOf(messages.locale)}
          messages={messages.messages}
          defaultLocale="en"
          onError={(e) => {
            if (import.meta.env.DEV) console.warn(e.message);
          }}
        >
          {children}
        </IntlProvider>
      </LocaleProvider>
    </LocaleContext.Provider>
  );
}
