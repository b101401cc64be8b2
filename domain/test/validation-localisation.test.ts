import { describe, expect, it } from "vitest";
import {
  CODE_TEXT,
  L10N_MSG,
  LIMITS,
  MSG,
  countrySchema,
  countryTranslationsSchema,
  dictionarySchema,
  languageSchema,
} from "../src/index";
import { errorsOf, valueOf } from "./support";

const n = (length: number, c = "a") => c.repeat(length);

describe('codes and keys ("no special characters")', () => {
  it("take letters and digits of any script, and _ . -", () => {
    for (const ok of ["zh-CN", "en_US", "v1.2", "中文", "Ω9", "٣"]) expect(CODE_TEXT.test(ok), ok).toBe(true);
    for (const bad of ["", "a b", "a!", "!a", "a/b", "a,b", "a@b", "a\u0301"])
      expect(CODE_TEXT.test(bad), bad).toBe(false);
  });
});

describe("dictionary form (spec section 5)", () => {
  const entry = { key: "terminal.type", name: "Terminal type", code: "TT" };
  it("accepts an entry and fills the defaults", () => {
    expect(valueOf(dictionarySchema, entry)).toEqual({
      ...entry,
      parentId: null,
      enName: "",
      zhName: "",
      sort: 0,
      remark: "",
      labels: [],
    });
  });
  it("requires the key, the name and the code", () => {
    expect(errorsOf(dictionarySchema, {})).toEqual({
      key: MSG.required,
      name: MSG.required,
      code: MSG.required,
    });
    expect(errorsOf(dictionarySchema, { key: " ", name: " ", code: " " })).toEqual({
      key: MSG.required,
      name: MSG.required,
      code: MSG.required,
    });
  });
  it("limits the key to 100 characters without special characters", () => {
    expect(LIMITS.dictKeyMax).toBe(100);
    expect(errorsOf(dictionarySchema, { ...entry, key: n(100) })).toEqual({});
    expect(errorsOf(dictionarySchema, { ...entry, key: n(101) })).toEqual({ key: MSG.tooLong });
    expect(errorsOf(dictionarySchema, { ...entry, key: "a key" })).toEqual({ key: MSG.specialChars });
  });
  it("takes the code without special characters, at most 50, and the name at most 100", () => {
    expect(errorsOf(dictionarySchema, { ...entry, code: "T#" })).toEqual({ code: MSG.specialChars });
    expect(errorsOf(dictionarySchema, { ...entry, code: n(50), name: n(100) })).toEqual({});
    expect(errorsOf(dictionarySchema, { ...entry, code: n(51), name: n(101) })).toEqual({
      code: MSG.tooLong,
      name: MSG.tooLong,
    });
  });
  it("limits the remark to 60 and the English and Chinese names to 100 characters, trimmed, null allowed", () => {
    expect(LIMITS.dictRemarkMax).toBe(60);
    expect(errorsOf(dictionarySchema, { ...entry, remark: n(60), enName: n(100), zhName: n(100) })).toEqual(
      {},
    );
    expect(errorsOf(dictionarySchema, { ...entry, remark: n(61), enName: n(101), zhName: n(101) })).toEqual({
      remark: MSG.tooLong,
      enName: MSG.tooLong,
      zhName: MSG.tooLong,
    });
    expect(
      valueOf(dictionarySchema, { ...entry, remark: " r ", enName: null, zhName: " 名 " }),
    ).toMatchObject({ remark: "r", enName: null, zhName: "名" });
  });
  it("takes a whole sort order within ±999999", () => {
    expect(errorsOf(dictionarySchema, { ...entry, sort: -999999 })).toEqual({});
    expect(errorsOf(dictionarySchema, { ...entry, sort: 999999 })).toEqual({});
    expect(errorsOf(dictionarySchema, { ...entry, sort: -1000000 })).toEqual({ sort: MSG.range });
    expect(errorsOf(dictionarySchema, { ...entry, sort: 1000000 })).toEqual({ sort: MSG.range });
    expect(errorsOf(dictionarySchema, { ...entry, sort: 1.5 })).toEqual({ sort: MSG.integer });
    expect(errorsOf(dictionarySchema, { ...entry, sort: "x" })).toEqual({ sort: MSG.integer });
  });
  it("takes a positive whole parent id or none", () => {
    expect(errorsOf(dictionarySchema, { ...entry, parentId: 4 })).toEqual({});
    for (const bad of [0, -1, 1.5])
      expect(errorsOf(dictionarySchema, { ...entry, parentId: bad }), String(bad)).toEqual({
        parentId: MSG.invalid,
      });
  });
  it("takes one label per language: a positive whole language id and a text of at most 100", () => {
    expect(
      valueOf(dictionarySchema, { ...entry, labels: [{ languageId: 2, label: " Typ " }] }).labels,
    ).toEqual([{ languageId: 2, label: "Typ" }]);
    expect(errorsOf(dictionarySchema, { ...entry, labels: [{ languageId: 0, label: "" }] })).toEqual({
      "labels[0].languageId": MSG.required,
      "labels[0].label": MSG.required,
    });
    expect(errorsOf(dictionarySchema, { ...entry, labels: [{ languageId: 1.5, label: n(101) }] })).toEqual({
      "labels[0].languageId": MSG.required,
      "labels[0].label": MSG.tooLong,
    });
    expect(errorsOf(dictionarySchema, { ...entry, labels: [{ languageId: "x", label: n(100) }] })).toEqual({
      "labels[0].languageId": MSG.required,
    });
    expect(errorsOf(dictionarySchema, { ...entry, labels: [{ label: "x" }] })).toEqual({
      "labels[0].languageId": MSG.required,
    });
  });
});

describe("language form (spec section 5)", () => {
  const language = { language: "Deutsch", languageCode: "de", appDisplayCode: "de_DE" };
  it("accepts a language", () => {
    expect(
      valueOf(languageSchema, { language: " Deutsch ", languageCode: " de ", appDisplayCode: "de_DE" }),
    ).toEqual(language);
  });
  it("requires the language, its code and its app display code", () => {
    expect(errorsOf(languageSchema, {})).toEqual({
      language: MSG.required,
      languageCode: MSG.required,
      appDisplayCode: MSG.required,
    });
  });
  it("limits the language to 30, the code and the app display code to 10", () => {
    expect([LIMITS.languageNameMax, LIMITS.languageCodeMax, LIMITS.languageAppCodeMax]).toEqual([30, 10, 10]);
    expect(errorsOf(languageSchema, { language: n(30), languageCode: n(10), appDisplayCode: n(10) })).toEqual(
      {},
    );
    expect(errorsOf(languageSchema, { language: n(31), languageCode: n(11), appDisplayCode: n(11) })).toEqual(
      {
        language: MSG.tooLong,
        languageCode: MSG.tooLong,
        appDisplayCode: MSG.tooLong,
      },
    );
  });
  it("takes codes without special characters", () => {
    expect(errorsOf(languageSchema, { ...language, languageCode: "d e", appDisplayCode: "de/DE" })).toEqual({
      languageCode: MSG.specialChars,
      appDisplayCode: MSG.specialChars,
    });
  });
});

describe("country form (spec section 5)", () => {
  const country = {
    country: "Germany",
    countryCode: "DE",
    phoneAreaCode: "+49",
    iconFileId: "f3a9c1",
    centerId: 1,
    defaultLanguageId: 2,
  };
  it("accepts a country", () => {
    expect(valueOf(countrySchema, country)).toEqual(country);
    for (const code of ["49", "+1-268", "1-268"])
      expect(errorsOf(countrySchema, { ...country, phoneAreaCode: code }), code).toEqual({});
  });
  it("requires the country, code, phone area code, icon, center and default language", () => {
    expect(errorsOf(countrySchema, {})).toEqual({
      country: MSG.required,
      countryCode: MSG.required,
      phoneAreaCode: MSG.required,
      iconFileId: MSG.required,
      centerId: MSG.required,
      defaultLanguageId: MSG.required,
    });
  });
  it("requires an icon: a missing, null or blank file id is refused, an id is kept trimmed", () => {
    for (const bad of [undefined, null, "", "  "])
      expect(errorsOf(countrySchema, { ...country, iconFileId: bad }), String(bad)).toEqual({
        iconFileId: MSG.required,
      });
    expect(valueOf(countrySchema, { ...country, iconFileId: " f3a9c1 " }).iconFileId).toBe("f3a9c1");
  });
  it("limits the country to 30, the code to 3 and the phone area code to 10", () => {
    expect([LIMITS.countryNameMax, LIMITS.countryCodeMax, LIMITS.phoneAreaCodeMax]).toEqual([30, 3, 10]);
    expect(
      errorsOf(countrySchema, {
        ...country,
        country: n(30),
        countryCode: "DEU",
        phoneAreaCode: "+123456789",
      }),
    ).toEqual({});
    expect(
      errorsOf(countrySchema, {
        ...country,
        country: n(31),
        countryCode: "DEUT",
        phoneAreaCode: "+1234567890",
      }),
    ).toEqual({
      country: MSG.tooLong,
      countryCode: MSG.tooLong,
      phoneAreaCode: MSG.tooLong,
    });
  });
  it("takes letters and digits only in the code", () => {
    for (const bad of ["D-E", "!DE", "DE!", "中"])
      expect(errorsOf(countrySchema, { ...country, countryCode: bad }), bad).toEqual({
        countryCode: MSG.specialChars,
      });
    expect(errorsOf(countrySchema, { ...country, countryCode: "d9" })).toEqual({});
  });
  it("takes a phone area code of digits, an optional + and one inner dash", () => {
    expect(L10N_MSG.areaCodeInvalid).toBe("validation.phoneAreaCode.invalid");
    for (const bad of ["+", "-49", "49-", "+49-", "4 9", "++49", "49+", "1-2-3", "x49", "49x", "+-49"])
      expect(errorsOf(countrySchema, { ...country, phoneAreaCode: bad }), bad).toEqual({
        phoneAreaCode: L10N_MSG.areaCodeInvalid,
      });
  });
  it("takes positive whole center and language ids", () => {
    for (const bad of [0, -1, 1.5, "x"])
      expect(
        errorsOf(countrySchema, { ...country, centerId: bad, defaultLanguageId: bad }),
        String(bad),
      ).toEqual({ centerId: MSG.required, defaultLanguageId: MSG.required });
  });
  it("takes the translations of its name, one per language", () => {
    expect(valueOf(countryTranslationsSchema, {})).toEqual({ translations: [] });
    expect(
      valueOf(countryTranslationsSchema, { translations: [{ languageId: 3, name: " Allemagne " }] }),
    ).toEqual({ translations: [{ languageId: 3, name: "Allemagne" }] });
    expect(errorsOf(countryTranslationsSchema, { translations: [{ languageId: 3, name: n(101) }] })).toEqual({
      "translations[0].name": MSG.tooLong,
    });
    expect(errorsOf(countryTranslationsSchema, { translations: [{ languageId: 3, name: " " }] })).toEqual({
      "translations[0].name": MSG.required,
    });
  });
});
