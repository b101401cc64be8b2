import { describe, expect, it } from "vitest";
import { LOCALES } from "@cgm/domain";
import { languageName } from "../src/i18n/localName";

describe("languageName", () => {
  it("names a language in the interface language, from its code", () => {
    expect(languageName("fr", "en", "Français")).toBe("French");
    expect(languageName("fr", "zh-CN", "Français")).toBe("法语");
    expect(languageName("fr", "ar", "Français")).toBe("الفرنسية");
    expect(languageName("en-US", "fr", "English (US)")).toBe("anglais américain");
  });

  it("reads the console's Chinese codes by their country, not as extlangs, ignoring case", () => {
    expect(languageName("zh-CHN", "en", "中文 (CHN)")).toBe(languageName("zh-CN", "en", "简体中文"));
    expect(languageName("zh-CHN", "en", "中文 (CHN)")).toBe("Chinese (China)");
    expect(languageName("ZH-twn", "en", "中文 (TWN)")).toBe("Chinese (Taiwan)");
  });

  it("gives every interface language a name of its own, not its code or the stored one", () => {
    const names = LOCALES.map((code) => languageName(code, "en", "stored"));
    for (const [i, name] of names.entries()) {
      expect(name).not.toBe("stored");
      expect(name).not.toBe(LOCALES[i]);
    }
  });

  it("falls back to the stored name for a code Intl has no name for, or no tag at all", () => {
    expect(languageName("xx", "en", "Xish")).toBe("Xish");
    expect(languageName("qaa", "en", "Local")).toBe("Local");
    expect(languageName("not a tag!", "en", "Odd")).toBe("Odd");
    expect(languageName("", "en", "Empty")).toBe("Empty");
    expect(languageName("fr", "no locale!", "Français")).toBe("Français");
  });
});
