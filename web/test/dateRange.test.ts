import { describe, expect, it } from "vitest";
import { formatDateText, parseDateText, partOrder } from "../src/ui/dates/dateText";
import {
  choiceFromParams,
  datesOf,
  paramsWithChoice,
  resolveChoice,
  type RangeChoice,
} from "../src/ui/dates/rangeChoice";
import { checkDates } from "../src/ui/dates/zoneDate";

const BERLIN = "Europe/Berlin";
const iso = (ts: number) => new Date(ts).toISOString();

describe("dates typed in the interface language", () => {
  it("writes a date in each language's order", () => {
    expect(formatDateText("2026-11-04", "en")).toBe("11/04/2026");
    expect(formatDateText("2026-11-04", "es")).toBe("04/11/2026");
    expect(formatDateText("2026-11-04", "zh-CN")).toBe("2026/11/04");
    expect(formatDateText("2026-11-04", "ru")).toBe("04.11.2026");
    expect(formatDateText("2026-11-04", "cs")).toBe("04. 11. 2026");
    // Arabic: Intl's right-to-left marks (day on the right, as the page's other dates), ASCII digits.
    expect(formatDateText("2026-11-04", "ar")).toBe("04\u200f/11\u200f/2026");
    expect(partOrder("es")).toEqual(["day", "month", "year"]);
    expect(partOrder("en")).toEqual(["month", "day", "year"]);
  });

  it("reads a date in the same order, with any separator", () => {
    expect(parseDateText("24/11/2026", "es")).toBe("2026-11-24");
    expect(parseDateText("11/24/2026", "en")).toBe("2026-11-24");
    expect(parseDateText("4.3.2026", "ru")).toBe("2026-03-04");
    expect(parseDateText("24. 11. 2026", "cs")).toBe("2026-11-24");
    expect(parseDateText("2026/11/24", "zh-CN")).toBe("2026-11-24");
    expect(parseDateText("4-3-26", "pl")).toBe("2026-03-04");
    expect(parseDateText("٢٤/١١/٢٠٢٦", "ar")).toBe("2026-11-24");
    expect(parseDateText("24\u200f/11\u200f/2026", "ar")).toBe("2026-11-24");
    // ISO is read as ISO in every language.
    expect(parseDateText("2026-03-04", "en")).toBe("2026-03-04");
    expect(parseDateText("2026-03-04", "es")).toBe("2026-03-04");
    expect(parseDateText("  ", "es")).toBe("");
  });

  it("refuses what is not a real date", () => {
    expect(parseDateText("11/24/2026", "es")).toBeNull(); // month 24
    expect(parseDateText("31/02/2026", "es")).toBeNull();
    expect(parseDateText("11/11/182026", "en")).toBeNull(); // the native input's six-digit year
    expect(parseDateText("24/11", "es")).toBeNull();
    expect(parseDateText("24/11/2026/1", "es")).toBeNull();
    expect(parseDateText("24 nov 2026", "es")).toBeNull();
    expect(parseDateText("24/11/226", "es")).toBeNull();
  });

  it("round-trips every language", () => {
    for (const l of ["en", "en-US", "es", "fr", "pt-BR", "ru", "pl", "cs", "zh-CN", "ar"])
      expect(parseDateText(formatDateText("2026-02-28", l), l), l).toBe("2026-02-28");
  });
});

describe("presets in the system time zone", () => {
  // 2026-11-24 10:00 in Berlin (CET, UTC+1).
  const now = Date.parse("2026-11-24T09:00:00Z");

  it("covers whole local days, today included", () => {
    const { range } = resolveChoice({ preset: "7d" }, now, BERLIN);
    expect(range).toMatchObject({ start: "2026-11-18", end: "2026-11-24", wholeDays: true });
    expect(iso(range!.from)).toBe("2026-11-17T23:00:00.000Z");
    expect(iso(range!.to)).toBe("2026-11-24T23:00:00.000Z");
  });

  it("counts days across the autumn DST change: 30 days hold one 25-hour day", () => {
    const { range } = resolveChoice({ preset: "30d" }, now, BERLIN);
    expect(range!.start).toBe("2026-10-26");
    const oct = resolveChoice({ preset: "7d" }, Date.parse("2026-10-27T09:00:00Z"), BERLIN).range!;
    expect(oct.start).toBe("2026-10-21");
    expect(iso(oct.from)).toBe("2026-10-20T22:00:00.000Z"); // CEST midnight
    expect(iso(oct.to)).toBe("2026-10-27T23:00:00.000Z"); // CET midnight
    expect(oct.to - oct.from).toBe((7 * 24 + 1) * 3_600_000);
  });

  it("keeps the 90-day preset within the 90-day rule over a DST change", () => {
    const { range, error } = resolveChoice({ preset: "90d" }, now, BERLIN);
    expect(error).toBeNull();
    expect(range!.start).toBe("2026-08-27");
    expect(range!.to - range!.from).toBe((90 * 24 + 1) * 3_600_000);
    expect(checkDates(range!.start, range!.end, BERLIN).error).toBeNull();
  });

  it("across the spring change a day is 23 hours", () => {
    const { range } = resolveChoice({ preset: "7d" }, Date.parse("2026-03-30T09:00:00Z"), BERLIN);
    expect(range!.to - range!.from).toBe((7 * 24 - 1) * 3_600_000);
  });

  it("takes the last 24 hours to the minute, showing both dates", () => {
    const { range } = resolveChoice({ preset: "24h" }, now, BERLIN);
    expect(range).toMatchObject({ from: now - 86_400_000, to: now, wholeDays: false });
    expect(datesOf({ preset: "24h" }, now, BERLIN)).toEqual({ start: "2026-11-23", end: "2026-11-24" });
  });

  it("checks typed dates: order, 90 days, real dates", () => {
    expect(resolveChoice({ start: "2026-11-25", end: "2026-11-24" }, now, BERLIN).error).toBe(
      "device.dateOrder",
    );
    expect(resolveChoice({ start: "2026-08-26", end: "2026-11-24" }, now, BERLIN).error).toBe(
      "device.rangeTooLong",
    );
    expect(resolveChoice({ start: "24/11/2026", end: "2026-11-24" }, now, BERLIN).error).toBe(
      "device.dateInvalid",
    );
  });
});

describe("the range in the URL", () => {
  const fallback: RangeChoice = { preset: "14d" };
  const roundTrip = (c: RangeChoice | null) =>
    choiceFromParams(paramsWithChoice(new URLSearchParams("sn=CGM1"), c), fallback, BERLIN);

  it("writes and reads presets and dates, keeping other parameters", () => {
    expect(paramsWithChoice(new URLSearchParams("sn=CGM1"), { preset: "7d" }).toString()).toBe(
      "sn=CGM1&range=7d",
    );
    expect(
      paramsWithChoice(new URLSearchParams("sn=CGM1&range=7d"), {
        start: "2026-11-17",
        end: "2026-11-24",
      }).toString(),
    ).toBe("sn=CGM1&from=2026-11-17&to=2026-11-24");
    expect(roundTrip({ preset: "90d" })).toEqual({ preset: "90d" });
    expect(roundTrip({ start: "2026-11-17", end: "2026-11-24" })).toEqual({
      start: "2026-11-17",
      end: "2026-11-24",
    });
    expect(
      paramsWithChoice(new URLSearchParams("sn=CGM1&from=2026-11-17&to=2026-11-24"), null).toString(),
    ).toBe("sn=CGM1");
  });

  it("falls back for a hand-edited URL that is not a valid range", () => {
    const read = (q: string) => choiceFromParams(new URLSearchParams(q), fallback, BERLIN);
    expect(read("sn=CGM1")).toEqual(fallback);
    expect(read("range=8d")).toEqual(fallback);
    expect(read("from=2026-11-25&to=2026-11-24")).toEqual(fallback);
    expect(read("from=2026-01-01&to=2026-11-24")).toEqual(fallback);
    expect(read("from=2026-02-30&to=2026-03-02")).toEqual(fallback);
    expect(read("from=24/11/2026&to=2026-11-24")).toEqual(fallback);
  });
});
