import { describe, expect, it } from "vitest";
import { LOCALES } from "@cgm/domain";
import { langTagOf } from "../src/i18n/langTag";

// Issue 16.7: "中文 (TWN)" set lang="zh-CN" (it shares the simplified catalogue) and options carried "zh-TWN".
describe("langTagOf", () => {
  it("gives each Chinese variant its own tag", () => {
    expect(langTagOf("zh-TWN")).toBe("zh-TW");
    expect(langTagOf("zh-CHN")).toBe("zh-CN");
    expect(langTagOf("zh-CN")).toBe("zh-CN");
  });

  it("gives every interface language a well-formed BCP 47 tag", () => {
    for (const l of LOCALES) expect(Intl.getCanonicalLocales(langTagOf(l))).toEqual([langTagOf(l)]);
  });
});
