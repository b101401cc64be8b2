import { catalogueOf, type Locale } from "@cgm/domain";
import type { MessageFormatElement } from "react-intl";

/** Messages compiled to ICU ASTs at build time (vite-icu.ts). */
export type Messages = Record<string, MessageFormatElement[]>;
export type CataloguePart = "public" | "console";

type Loaders = Record<string, () => Promise<{ default: Messages }>>;

/**
 * Two lazily loaded chunks per language: the public pages' messages, and the console's. A page loads
 * only the language it shows, and the sign-in page only the public part.
 */
const LOADERS: Record<CataloguePart, Loaders> = {
  public: import.meta.glob<{ default: Messages }>("./locales/*.json", { query: "?icu-public" }),
  console: import.meta.glob<{ default: Messages }>("./locales/*.json", { query: "?icu-console" }),
};

/** The locale's messages of one part, already laid over the fallback (English) catalogue at build time. */
export async function loadMessages(locale: Locale, part: CataloguePart): Promise<Messages> {
  const loaders = LOADERS[part];
  const loader = loaders[`./locales/${catalogueOf(locale)}.json`] ?? loaders["./locales/en.json"];
  if (!loader) throw new Error(`no catalogue for ${locale}`);
  return (await loader()).default;
}
