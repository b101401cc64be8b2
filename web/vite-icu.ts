import fs from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const PREFIX = "\0icu:";
/** Keeps the virtual id from ending in ".json", which Vite's own JSON plugin would claim. */
const EXT = ".icu.js";

/**
 * Each catalogue is compiled in two parts: what the public pages (sign-in, 403, 404) need, loaded at
 * start, and the rest, loaded with the console, so the sign-in page does not carry every screen's text.
 */
export const PUBLIC_PREFIXES = [
  "app.",
  "login.",
  "validation.",
  "auth.",
  "error.",
  "common.",
  "page.",
  "notFound.",
  "forbidden.",
  // The language switcher's name, shown on the sign-in page too.
  "header.language",
];
const PARTS = { "?icu-public": "public", "?icu-console": "console" } as const;
type Part = (typeof PARTS)[keyof typeof PARTS];
const isPublic = (key: string) => PUBLIC_PREFIXES.some((p) => key.startsWith(p));

/**
 * Catalogues imported as `./locales/xx.json?icu-public` or `?icu-console` are compiled to ICU message ASTs at build time, so
 * the browser needs no message parser (react-intl's documented set-up with the no-parser build).
 * Each is laid over the fallback catalogue here, so a missing key still shows the fallback text without
 * a second download. A message that does not parse fails the build.
 */
export function precompiledMessages(fallback = "en"): Plugin {
  return {
    name: "cgm-precompiled-messages",
    enforce: "pre",
    async resolveId(source, importer) {
      const suffix = Object.keys(PARTS).find((s) => source.endsWith(s)) as keyof typeof PARTS | undefined;
      if (!suffix) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${PREFIX}${PARTS[suffix]}:${resolved.id}${EXT}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX) || !id.endsWith(EXT)) return null;
      const rest = id.slice(PREFIX.length, -EXT.length);
      const part = rest.slice(0, rest.indexOf(":")) as Part;
      const file = rest.slice(rest.indexOf(":") + 1);
      this.addWatchFile(file);
      const read = (f: string) => JSON.parse(fs.readFileSync(f, "utf8")) as Record<string, string>;
      const fallbackFile = path.join(path.dirname(file), `${fallback}.json`);
      this.addWatchFile(fallbackFile);
      const messages = { ...read(fallbackFile), ...read(file) };
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([k]) => isPublic(k) === (part === "public"))
          .map(([k, v]) => [k, parse(v)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
