import { describe, expect, it } from "vitest";
import { MSG } from "@cgm/domain";
import { gridOf, serverErrors, translationsInput } from "../src/features/center/centerTranslations";
import { localName } from "../src/i18n/localName";
import type { CenterFieldsFragment } from "../src/gql/graphql";

const center = {
  id: "9",
  name: "North",
  centerCode: "N",
  domain: "n.example.com",
  organisation: { id: "1", name: "HQ" },
  countries: [
    {
      id: "1",
      country: "China",
      countryCode: "CN",
      translations: [{ languageId: "10", languageCode: "fr", name: "Chine" }],
    },
    { id: "2", country: "Japan", countryCode: "JP", translations: [] },
  ],
  createdAt: "",
  updatedAt: "",
} as unknown as CenterFieldsFragment;
const LANGS = ["10", "11"];

describe("country translation of a center", () => {
  it("starts from the stored names, one cell per language", () => {
    expect(gridOf(center, LANGS)).toEqual({ "1": { "10": "Chine", "11": "" }, "2": { "10": "", "11": "" } });
  });

  it("sends only the changed countries, with their filled-in names trimmed", () => {
    const initial = gridOf(center, LANGS);
    const grid = { ...initial, "2": { "10": " Japon ", "11": "" } };
    expect(translationsInput(grid, initial, LANGS)).toEqual({
      input: { countries: [{ countryId: "2", translations: [{ languageId: "10", name: "Japon" }] }] },
      errors: {},
    });
    // Emptying the only name sends an empty list: the name is removed.
    const cleared = { ...initial, "1": { "10": "", "11": "" } };
    expect(translationsInput(cleared, initial, LANGS).input.countries).toEqual([
      { countryId: "1", translations: [] },
    ]);
  });

  it("puts the domain schema's errors on their cells", () => {
    const initial = gridOf(center, LANGS);
    const grid = { ...initial, "1": { "10": "Chine", "11": "x".repeat(101) } };
    expect(translationsInput(grid, initial, LANGS).errors).toEqual({ "1:11": MSG.tooLong });
  });

  it("puts the server's field errors on their cells, by the sent lists' positions", () => {
    const input = {
      countries: [
        { countryId: "1", translations: [{ languageId: "11", name: "a" }] },
        {
          countryId: "2",
          translations: [
            { languageId: "10", name: "b" },
            { languageId: "11", name: "c" },
          ],
        },
      ],
    };
    expect(
      serverErrors(input, {
        "countries[1].translations[1].name": MSG.tooLong,
        "countries[0].countryId": MSG.invalid,
        other: MSG.invalid,
      }),
    ).toEqual({ "2:11": MSG.tooLong, "1": MSG.invalid });
  });

  it("names a country in the interface language, else by its own name", () => {
    expect(localName([{ languageCode: "FR", name: "Chine" }], "fr", "China")).toBe("Chine");
    expect(localName([{ languageCode: "fr", name: "Chine" }], "ar", "China")).toBe("China");
  });
});
