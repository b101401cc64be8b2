import { catalogueOf, type Locale } from "@cgm/domain";
import type { MessageFormatElement } from "react-intl";

/** Messages compiled to ICU ASTs at build time (vite-icu.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

/** One lazily loaded chunk per catalogue, so a page loads only the language it shows. */
const loaders = import.meta.glob<{ default: Messages }>("./locales/*.json", { query: "?icu" });

async function load(name: string): Promise<Messages> {
  const loader = loaders[`./locales/${name}.json`] ?? loaders["./locales/en.json"];
  if (!loader) throw new Error(`no catalogue for ${name}`);
  return (await loader()).default;
}

/** The locale's messages, already laid over the fallback (English) catalogue at build time. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return load(catalogueOf(locale));
}
