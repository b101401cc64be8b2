import { describe, expect, it } from "vitest";
import { createIntl } from "react-intl";
import { figuresOf, stripIsolates } from "../src/i18n/figures";
import { parseEventDetail } from "../src/features/device/eventDetail";

const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";
/** A no-break space: in right-to-left text a figure never breaks across lines. */
const NBSP = "\u00a0";
const figures = (locale: string) => figuresOf(createIntl({ locale, messages: {}, onError: () => {} }));

describe("figures in right-to-left text (issue 18)", () => {
  const ar = figures("ar");
  it("keeps a threshold with its sign and unit left to right, as one unbreakable isolated figure", () => {
    expect(ar.bound(">", 13.9, "mmol/L", 1)).toBe(`${LRI}>13.9${NBSP}mmol/L${PDI}`);
    expect(ar.bound("<", 54, "mg/dL", 0)).toBe(`${LRI}<54${NBSP}mg/dL${PDI}`);
    expect(ar.quantity(5.4, "mmol/L", 1)).toBe(`${LRI}5.4${NBSP}mmol/L${PDI}`);
  });

  it("writes a range low to high in the language's range style, isolated", () => {
    const range = ar.range(10.1, 13.9, "mmol/L", 1);
    expect(range.startsWith(LRI) && range.endsWith(PDI)).toBe(true);
    expect(stripIsolates(range).replace(/[\u200e\u200f\u061c]/g, "")).toBe(`10.1–13.9${NBSP}mmol/L`);
    expect(ar.range(3, 3.8, "mmol/L", 1)).toContain("3.0");
  });

  it("writes durations and temperatures in the language's words, in their own direction", () => {
    const minutes = ar.duration(78, "minute");
    expect(minutes.startsWith(FSI) && minutes.endsWith(PDI)).toBe(true);
    expect(minutes).toMatch(/78/);
    expect(minutes).toMatch(/دقيقة/);
    expect(ar.duration(14, "day")).toMatch(/14 يوم/);
    expect(stripIsolates(figures("ru").duration(14, "day"))).toBe("14 дней");
    expect(stripIsolates(figures("cs").duration(78, "minute"))).toBe("78 minut");
  });

  it("adds no invisible marks in left-to-right languages", () => {
    const en = figures("en");
    expect(en.bound(">", 13.9, "mmol/L", 1)).toBe(">13.9 mmol/L");
    expect(en.range(3.9, 10, "mmol/L", 1)).toBe("3.9–10.0 mmol/L");
    expect(en.duration(78, "minute")).toBe("78 minutes");
    expect(figures("zh-CN").duration(14, "day")).toBe("14天");
  });
});

describe("event details devices send", () => {
  it("reads durations, temperatures and known phrases; keeps anything else as sent", () => {
    expect(parseEventDetail("78 min")).toEqual({ kind: "duration", value: 78, unit: "minute" });
    expect(parseEventDetail("14 days")).toEqual({ kind: "duration", value: 14, unit: "day" });
    expect(parseEventDetail("1 day")).toEqual({ kind: "duration", value: 1, unit: "day" });
    expect(parseEventDetail(" 2 h")).toEqual({ kind: "duration", value: 2, unit: "hour" });
    expect(parseEventDetail("39.5 °C")).toEqual({ kind: "celsius", value: 39.5 });
    expect(parseEventDetail("Signal out of range")).toEqual({
      kind: "message",
      id: "device.eventDetail.signalOutOfRange",
    });
    expect(parseEventDetail("12 widgets")).toEqual({ kind: "text", text: "12 widgets" });
    expect(parseEventDetail("battery 5%")).toEqual({ kind: "text", text: "battery 5%" });
  });
});
