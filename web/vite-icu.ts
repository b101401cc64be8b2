import fs from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const SUFFIX = "?icu";
const PREFIX = "\0icu:";
/** Keeps the virtual id from ending in ".json", which Vite's own JSON plugin would claim. */
const EXT = ".icu.js";

/**
 * Catalogues imported as `./locales/xx.json?icu` are compiled to ICU message ASTs at build time, so
 * the browser needs no message parser (react-intl's documented set-up with the no-parser build).
 * Each is laid over the fallback catalogue here, so a missing key still shows the fallback text without
 * a second download. A message that does not parse fails the build.
 */
export function precompiledMessages(fallback = "en"): Plugin {
  return {
    name: "cgm-precompiled-messages",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? PREFIX + resolved.id + EXT : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX) || !id.endsWith(EXT)) return null;
      const file = id.slice(PREFIX.length, -EXT.length);
      this.addWatchFile(file);
      const read = (f: string) => JSON.parse(fs.readFileSync(f, "utf8")) as Record<string, string>;
      const fallbackFile = path.join(path.dirname(file), `${fallback}.json`);
      this.addWatchFile(fallbackFile);
      const messages = { ...read(fallbackFile), ...read(file) };
      const compiled = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(v)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
