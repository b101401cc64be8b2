import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  FALLBACK_LOCALE,
  LANG_STORAGE_KEY,
  LOCALES,
  LOCALE_NAMES,
  catalogueOf,
  currencyOf,
  intlTagOf,
  isLocale,
  isRtl,
  isValidTimeZone,
  FSI,
  LRI,
  PDI,
  hasRtlLetters,
  isolateAuto,
  isolateLtr,
  wallClock,
  zoneOffsetMs,
} from "../src/index";

describe("interface languages (spec sections 1 and 9)", () => {
  it("lists the twelve codes, Simplified Chinese first", () => {
    expect(LOCALES).toEqual([
      "zh-CN",
      "zh-CHN",
      "zh-TWN",
      "en",
      "en-US",
      "ar",
      "cs",
      "es",
      "fr",
      "pl",
      "pt-BR",
      "ru",
    ]);
    expect(DEFAULT_LOCALE).toBe("zh-CN");
    expect(FALLBACK_LOCALE).toBe("en");
    expect(LANG_STORAGE_KEY).toBe("sysLang");
  });
  it("names each language in its own words", () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALES].sort());
    expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(LOCALES.length);
    expect(LOCALE_NAMES).toMatchObject({ "zh-CN": "简体中文", en: "English", ar: "العربية", ru: "Русский" });
    for (const name of Object.values(LOCALE_NAMES)) expect(name.trim()).not.toBe("");
  });
  it("recognises the codes only", () => {
    for (const l of LOCALES) expect(isLocale(l)).toBe(true);
    for (const v of ["", "EN", "zh", "de", undefined, null, 1, ["en"]])
      expect(isLocale(v), String(v)).toBe(false);
  });
  it("maps each locale to its catalogue, Intl tag, direction and currency", () => {
    for (const l of LOCALES) {
      const chinese = l.startsWith("zh");
      expect(catalogueOf(l)).toBe(chinese ? "zh-CN" : l);
      expect(intlTagOf(l)).toBe(chinese ? "zh-CN" : l);
      expect(currencyOf(l)).toBe(chinese ? "CNY" : "USD");
      expect(isRtl(l)).toBe(l === "ar");
    }
  });
});

describe("bidirectional text", () => {
  it("isolates a figure left to right, or in its own direction", () => {
    expect([LRI, FSI, PDI]).toEqual(["\u2066", "\u2068", "\u2069"]);
    expect(isolateLtr(">13.9 mmol/L")).toBe("\u2066>13.9 mmol/L\u2069");
    expect(isolateAuto("محمد")).toBe("\u2068محمد\u2069");
  });
  it("finds letters of each right-to-left script", () => {
    for (const rtl of ["مرحبا", "x שלום", "ܫܠܡܐ", "ދިވެހި", "ߒߞߏ"]) expect(hasRtlLetters(rtl), rtl).toBe(true);
    for (const ltr of ["", "Hello 123", "中文", "Ελληνικά", "Русский"])
      expect(hasRtlLetters(ltr), ltr).toBe(false);
  });
});

describe("time zones", () => {
  it("defaults to Asia/Shanghai", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Shanghai");
    expect(isValidTimeZone(DEFAULT_TIME_ZONE)).toBe(true);
  });
  it("refuses what is not an IANA name", () => {
    for (const tz of [undefined, null, 8, "", "Mars/Olympus", "x".repeat(65)])
      expect(isValidTimeZone(tz), String(tz)).toBe(false);
    expect(isValidTimeZone("America/Argentina/ComodRivadavia")).toBe(true);
  });
  it("reads the wall clock of an instant in a zone", () => {
    const ts = Date.UTC(2026, 0, 31, 16, 5, 9, 750);
    expect(wallClock(ts, "Asia/Shanghai")).toEqual({ y: 2026, m: 2, d: 1, h: 0, min: 5, s: 9 });
    expect(wallClock(ts, "America/New_York")).toEqual({ y: 2026, m: 1, d: 31, h: 11, min: 5, s: 9 });
    expect(wallClock(Date.UTC(2026, 5, 1, 23, 59, 59), "UTC")).toEqual({
      y: 2026,
      m: 6,
      d: 1,
      h: 23,
      min: 59,
      s: 59,
    });
    // The same zone again (its formatter is reused) and another zone in between.
    expect(wallClock(ts, "Asia/Shanghai").h).toBe(0);
  });
  it("gives the zone's offset in whole milliseconds, east positive, following daylight saving time", () => {
    const winter = Date.UTC(2026, 0, 15, 12, 0, 0, 999);
    const summer = Date.UTC(2026, 6, 15, 12, 0, 0, 1);
    expect(zoneOffsetMs(winter, "Asia/Shanghai")).toBe(8 * 3_600_000);
    expect(zoneOffsetMs(winter, "America/New_York")).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(summer, "America/New_York")).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(summer, "Asia/Kolkata")).toBe(5.5 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 11, 31, 23, 30), "Pacific/Kiritimati")).toBe(14 * 3_600_000);
  });
});
