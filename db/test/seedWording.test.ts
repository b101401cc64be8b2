import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, catalogueOf } from "@cgm/domain";
import { DEMO_DICTIONARIES, perLocale } from "../src/seed/localisation.data";

const locales = path.resolve(__dirname, "../../web/src/i18n/locales");
const catalogue = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, `${name}.json`), "utf8")) as Record<string, string>;

/**
 * The console names anomaly kinds from the anomalyKind dictionary, with its own catalogue as the
 * fallback: both must say the same (the catalogue's reviewed clinical terms), or a kind's name would
 * change with whether the dictionary has loaded.
 */
describe("seeded anomaly kinds", () => {
  const dict = DEMO_DICTIONARIES.find((d) => d.key === "anomalyKind");

  it("are labelled in every language exactly as the console's catalogue names them", () => {
    expect(dict?.items.length).toBeGreaterThan(0);
    const differ: string[] = [];
    for (const item of dict?.items ?? []) {
      const labels = perLocale(item.names);
      for (const locale of LOCALES) {
        const expected = catalogue(catalogueOf(locale))[`device.anomaly.${item.code}`];
        if (labels.get(locale) !== expected)
          differ.push(`${locale} ${item.code}: ${labels.get(locale)} ≠ ${expected}`);
      }
    }
    expect(differ).toEqual([]);
  });
});
