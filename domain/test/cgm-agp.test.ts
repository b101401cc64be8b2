import { describe, expect, it } from "vitest";
import { agp, localMinuteOfDay, percentile, type GlucoseReading } from "../src/index";

/** Epoch ms of a local wall-clock time in Asia/Shanghai (UTC+8, no DST). */
const shanghai = (local: string): number => Date.parse(`${local}+08:00`);

describe("percentile (R type 7 / PERCENTILE.INC)", () => {
  // [1, 2, 3, 4, 5], n = 5, h = (n − 1) × p = 4p
  // p5:  h = 0.2 → 1 + 0.2 × (2 − 1) = 1.2      p25: h = 1 → 2      p50: h = 2 → 3
  // p75: h = 3 → 4                             p95: h = 3.8 → 4 + 0.8 × (5 − 4) = 4.8
  const xs = [1, 2, 3, 4, 5];
  it("interpolates between closest ranks", () => {
    expect(percentile(xs, 5)).toBeCloseTo(1.2, 12);
    expect(percentile(xs, 25)).toBe(2);
    expect(percentile(xs, 50)).toBe(3);
    expect(percentile(xs, 75)).toBe(4);
    expect(percentile(xs, 95)).toBeCloseTo(4.8, 12);
    expect([percentile(xs, 0), percentile(xs, 100)]).toEqual([1, 5]);
  });
  it("handles one value and rejects bad input", () => {
    expect(percentile([7], 5)).toBe(7);
    expect(percentile([7], 95)).toBe(7);
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile(xs, 101)).toThrow(RangeError);
    expect(() => percentile(xs, Number.NaN)).toThrow(RangeError);
  });
});

describe("local time of day", () => {
  it("takes the bin in the given time zone", () => {
    const ts = Date.parse("2026-01-01T16:00:00Z");
    // 16:00 UTC = 00:00 next day in Shanghai (UTC+8)
    expect(agp([{ ts, mmol: 6 }], { timeZone: "Asia/Shanghai" }).map((b) => b.minuteOfDay)).toEqual([0]);
    expect(agp([{ ts, mmol: 6 }], { timeZone: "UTC" }).map((b) => b.minuteOfDay)).toEqual([960]);
  });
  it("reports midnight as minute 0 (h23, never 24:00) and follows daylight saving time", () => {
    expect(localMinuteOfDay("UTC")(Date.UTC(2026, 0, 1))).toBe(0);
    const ny = localMinuteOfDay("America/New_York");
    expect(ny(Date.parse("2026-01-15T12:00:00Z"))).toBe(7 * 60); // EST, UTC−5
    expect(ny(Date.parse("2026-07-15T12:00:00Z"))).toBe(8 * 60); // EDT, UTC−4
  });
  it("rejects an unknown time zone and a bin width that does not divide the day", () => {
    expect(() => agp([], { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => agp([], { timeZone: "UTC", binMinutes: 7 })).toThrow(RangeError);
    expect(() => agp([], { timeZone: "UTC", binMinutes: 0 })).toThrow(RangeError);
  });
});

describe("agp over two days in Asia/Shanghai", () => {
  // Same local times on two days; 15-minute bins (default):
  //   00:00 → bin 0,  08:07 and 08:14 → bin 480 (08:00),  08:15 → bin 495,  23:59 → bin 1425
  const day = (date: string, values: [number, number, number, number, number]): GlucoseReading[] =>
    ["00:00", "08:07", "08:14", "08:15", "23:59"].map((time, i) => ({
      ts: shanghai(`${date}T${time}:00`),
      mmol: values[i] ?? Number.NaN,
    }));
  const readings = [...day("2026-01-02", [7, 8, 10, 11, 6]), ...day("2026-01-01", [5, 6, 7, 9, 4])].reverse();

  it("overlays the days bin by bin, sorted by minute of day", () => {
    // bin 0:    [5, 7]         n = 2, h = p:     p5 5.1, p25 5.5, p50 6, p75 6.5, p95 6.9
    // bin 480:  [6, 7, 8, 10]  n = 4, h = 3p:    p5 h=0.15 → 6.15, p25 h=0.75 → 6.75, p50 h=1.5 → 7.5,
    //                                            p75 h=2.25 → 8 + 0.25 × 2 = 8.5, p95 h=2.85 → 8 + 0.85 × 2 = 9.7
    // bin 495:  [9, 11]        p5 9.1, p25 9.5, p50 10, p75 10.5, p95 10.9
    // bin 1425: [4, 6]         p5 4.1, p25 4.5, p50 5, p75 5.5, p95 5.9
    const expected = [
      { minuteOfDay: 0, count: 2, p5: 5.1, p25: 5.5, p50: 6, p75: 6.5, p95: 6.9 },
      { minuteOfDay: 480, count: 4, p5: 6.15, p25: 6.75, p50: 7.5, p75: 8.5, p95: 9.7 },
      { minuteOfDay: 495, count: 2, p5: 9.1, p25: 9.5, p50: 10, p75: 10.5, p95: 10.9 },
      { minuteOfDay: 1425, count: 2, p5: 4.1, p25: 4.5, p50: 5, p75: 5.5, p95: 5.9 },
    ];
    const bins = agp(readings, { timeZone: "Asia/Shanghai" });
    expect(bins.map((b) => [b.minuteOfDay, b.count])).toEqual(expected.map((b) => [b.minuteOfDay, b.count]));
    bins.forEach((bin, i) => {
      const want = expected[i];
      if (!want) throw new Error("missing bin");
      for (const k of ["p5", "p25", "p50", "p75", "p95"] as const)
        expect(bin[k], `${i} ${k}`).toBeCloseTo(want[k], 12);
    });
  });
  it("omits empty bins, ignores non-finite readings and honours binMinutes", () => {
    const noisy = [...readings, { ts: shanghai("2026-01-01T12:00:00"), mmol: Number.NaN }];
    const hourly = agp(noisy, { timeZone: "Asia/Shanghai", binMinutes: 60 });
    // 08:07, 08:14, 08:15 all fall in the 08:00 hour; 23:59 in 23:00; nothing kept at 12:00
    expect(hourly.map((b) => [b.minuteOfDay, b.count])).toEqual([
      [0, 2],
      [480, 6],
      [1380, 2],
    ]);
    expect(hourly[1]?.p50).toBe(8.5); // [6, 7, 8, 9, 10, 11] → h = 2.5 → 8 + 0.5 = 8.5
    expect(agp([], { timeZone: "Asia/Shanghai" })).toEqual([]);
  });
});
