import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { LocaleProvider } from "@chakra-ui/react";
import { DEFAULT_LOCALE, intlTagOf, isLocale, isRtl, LANG_STORAGE_KEY, type Locale } from "@cgm/domain";
import { local } from "../session/storage";
import { loadMessages, type Messages } from "./catalogues";
import { langTagOf } from "./langTag";

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
  /** Asks for the console's messages too (the public pages need only their own part). */
  needConsole(): void;
  consoleReady: boolean;
}

const LocaleContext = createContext<LocaleState>({
  locale: DEFAULT_LOCALE,
  setLocale: () => {},
  needConsole: () => {},
  consoleReady: false,
});

export const useLocale = () => useContext(LocaleContext);

/** Loads the console's messages; true once they are in (the console shows a spinner until then). */
export function useConsoleCatalogue(enabled = true): boolean {
  const { needConsole, consoleReady } = useContext(LocaleContext);
  useEffect(() => {
    if (enabled) needConsole();
  }, [enabled, needConsole]);
  return consoleReady;
}

function initialLocale(): Locale {
  const stored = local.get(LANG_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Interface language: stored under sysLang (default zh-CN); Arabic turns the whole page right to left. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const [withConsole, setWithConsole] = useState(false);
  const [messages, setMessages] = useState<{ locale: Locale; console: boolean; messages: Messages } | null>(
    null,
  );

  useEffect(() => {
    let live = true;
    void Promise.all([
      loadMessages(locale, "public"),
      withConsole ? loadMessages(locale, "console") : Promise.resolve({}),
    ]).then(([own, more]) => {
      if (live) setMessages({ locale, console: withConsole, messages: { ...own, ...more } });
    });
    const html = document.documentElement;
    html.lang = langTagOf(locale);
    html.dir = isRtl(locale) ? "rtl" : "ltr";
    return () => {
      live = false;
    };
  }, [locale, withConsole]);

  const needConsole = useCallback(() => setWithConsole(true), []);
  // Once loaded, a language switch keeps showing the previous messages until the new ones arrive.
  const consoleReady = Boolean(messages?.console);
  const state = useMemo<LocaleState>(
    () => ({
      locale,
      setLocale: (next) => {
        local.set(LANG_STORAGE_KEY, next);
        setLocaleState(next);
      },
      needConsole,
      consoleReady,
    }),
    [locale, needConsole, consoleReady],
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
