import { describe, expect, it } from "vitest";
import {
  GMI_MIN_COVERAGE_PERCENT,
  SENSOR_LIFE_DAYS,
  TIR_THRESHOLDS,
  agp,
  classifyGlucose,
  coefficientOfVariation,
  expectedReadings,
  gmi,
  gri,
  hasGmiCoverage,
  localMinuteOfDay,
  mean,
  percentile,
  sampleSd,
  summarise,
  timeInRanges,
  valuesInPeriod,
  type GlucoseReading,
} from "../src/index";

const T0 = Date.UTC(2026, 0, 1);
const MIN = 60_000;

describe("mean and sample SD", () => {
  it("averages, and has no mean of nothing", () => {
    expect(mean([])).toBeNull();
    expect(mean([2, 4, 9])).toBe(5);
  });
  it("divides by n − 1: two values 2 and 4 give √2, not 1", () => {
    expect(sampleSd([2, 4])).toBeCloseTo(Math.SQRT2, 12);
    expect(sampleSd([3, 3])).toBe(0);
    expect(sampleSd([1, 2, 3, 4])).toBeCloseTo(Math.sqrt(5 / 3), 12);
  });
  it("has no SD below two values", () => {
    expect(sampleSd([])).toBeNull();
    expect(sampleSd([5])).toBeNull();
  });
  it("gives CV = SD / mean × 100, none for a mean of zero or below", () => {
    expect(coefficientOfVariation([2, 4])).toBeCloseTo((Math.SQRT2 / 3) * 100, 12);
    expect(coefficientOfVariation([0, 0])).toBeNull();
    expect(coefficientOfVariation([-1, 1])).toBeNull();
    expect(coefficientOfVariation([-2, -4])).toBeNull();
    expect(coefficientOfVariation([5])).toBeNull();
    expect(coefficientOfVariation([])).toBeNull();
  });
});

describe("consensus ranges, GMI and GRI", () => {
  it("keeps the consensus thresholds and the 70 % coverage for GMI", () => {
    expect(TIR_THRESHOLDS).toEqual({
      veryLowBelow: 3.0,
      lowBelow: 3.9,
      highAbove: 10.0,
      veryHighAbove: 13.9,
    });
    expect(GMI_MIN_COVERAGE_PERCENT).toBe(70);
    expect(SENSOR_LIFE_DAYS).toBe(14);
  });
  it("classifies just around each threshold", () => {
    expect([2.99, 3.0, 3.89, 3.9, 10.0, 10.01, 13.9, 13.91].map(classifyGlucose)).toEqual([
      "veryLow",
      "low",
      "low",
      "inRange",
      "inRange",
      "high",
      "high",
      "veryHigh",
    ]);
  });
  it("gives each range its own share", () => {
    expect(timeInRanges([])).toBeNull();
    expect(timeInRanges([2, 3.5, 3.5, 6, 6, 6, 12, 12, 12, 20])).toEqual({
      veryLow: 10,
      low: 20,
      inRange: 30,
      high: 30,
      veryHigh: 10,
    });
  });
  it("computes GMI from the mean (Bergenstal 2018)", () => {
    const r = gmi(8);
    expect(r.percent).toBeCloseTo(3.31 + 0.02392 * 8 * 18.01559, 12);
    expect(r.mmolMol).toBeCloseTo(12.71 + 4.70587 * 8, 12);
  });
  it("weighs hypo and hyper components (Klonoff 2022)", () => {
    const r = gri({ veryLow: 1, low: 5, inRange: 70, high: 20, veryHigh: 4 });
    expect(r.griHypo).toBeCloseTo(1 + 0.8 * 5, 12);
    expect(r.griHyper).toBeCloseTo(4 + 0.5 * 20, 12);
    expect(r.gri).toBeCloseTo(3 * 5 + 1.6 * 14, 12);
    expect(r.griZone).toBe("B");
  });
  it("asks at least 70 % of the expected readings for GMI, and some expected readings", () => {
    expect(hasGmiCoverage(7, 10)).toBe(true);
    expect(hasGmiCoverage(6, 10)).toBe(false);
    expect(hasGmiCoverage(0, 0)).toBe(false);
    expect(hasGmiCoverage(5, 0)).toBe(false);
  });
});

describe("expected readings and the period", () => {
  const hour = { from: T0, to: T0 + 60 * MIN };
  it("supports the 1, 3, 5 and 15-minute sensors", () => {
    expect([1, 3, 5, 15].map((i) => expectedReadings(hour, i as 1 | 3 | 5 | 15))).toEqual([60, 20, 12, 4]);
  });
  it("refuses any other interval", () => {
    for (const i of [0, 2, 10, 60, Number.NaN])
      expect(() => expectedReadings(hour, i as 5), String(i)).toThrow(
        new RangeError(`unsupported sampling interval: ${i} min`),
      );
  });
  it("refuses an inverted period or bounds that are not finite numbers", () => {
    for (const p of [
      { from: T0, to: T0 - 1 },
      { from: Number.NaN, to: T0 },
      { from: T0, to: Number.NaN },
      { from: T0, to: Number.POSITIVE_INFINITY },
      { from: Number.NEGATIVE_INFINITY, to: T0 },
    ])
      expect(() => expectedReadings(p, 5), JSON.stringify(p)).toThrow(new RangeError("invalid period"));
    expect(() => summarise([], { from: T0, to: T0 - MIN }, 5)).toThrow(RangeError);
    expect(() => summarise([], hour, 2 as 5)).toThrow(RangeError);
  });
  it("counts no reading in an empty period, and whole intervals only", () => {
    expect(expectedReadings({ from: T0, to: T0 }, 5)).toBe(0);
    expect(expectedReadings({ from: T0, to: T0 + 5 * MIN - 1 }, 5)).toBe(0);
    expect(expectedReadings({ from: T0, to: T0 + 5 * MIN }, 5)).toBe(1);
  });
  it("keeps readings in [from, to) with finite time and value", () => {
    const readings: GlucoseReading[] = [
      { ts: T0 - 1, mmol: 1 },
      { ts: T0, mmol: 2 },
      { ts: T0 + 1, mmol: Number.NaN },
      { ts: T0 + 2, mmol: Number.POSITIVE_INFINITY },
      { ts: Number.NaN, mmol: 3 },
      { ts: T0 + 59 * MIN, mmol: 4 },
      { ts: T0 + 60 * MIN, mmol: 5 },
    ];
    expect(valuesInPeriod(readings, hour)).toEqual([2, 4]);
  });
});

describe("summaries at the edges", () => {
  it("gives nulls and no coverage for an empty period", () => {
    expect(summarise([{ ts: T0, mmol: 6 }], { from: T0, to: T0 }, 5)).toEqual({
      count: 0,
      expected: 0,
      coverage: null,
      wearPercent: null,
      meanMmol: null,
      meanMgdl: null,
      sdMmol: null,
      cvPercent: null,
      gmiPercent: null,
      gmiMmolMol: null,
      timeInRanges: null,
      gri: null,
      griHypo: null,
      griHyper: null,
      griZone: null,
    });
  });
  it("summarises a reading in a period shorter than one interval, without coverage or GMI", () => {
    const s = summarise([{ ts: T0, mmol: 6 }], { from: T0, to: T0 + 4 * MIN }, 5);
    expect(s).toMatchObject({
      count: 1,
      expected: 0,
      coverage: null,
      wearPercent: null,
      meanMmol: 6,
      sdMmol: null,
      cvPercent: null,
      gmiPercent: null,
      gmiMmolMol: null,
    });
    expect(s.meanMgdl).toBeCloseTo(6 * 18.01559, 9);
    expect(s).toMatchObject({
      gri: 0,
      griHypo: 0,
      griHyper: 0,
      griZone: "A",
      timeInRanges: { inRange: 100 },
    });
  });
  it("gives the wear percentage and GMI from an hour at 75 % coverage", () => {
    const readings = Array.from({ length: 9 }, (_, i) => ({ ts: T0 + i * 5 * MIN, mmol: 2 + i }));
    const s = summarise(readings, { from: T0, to: T0 + 60 * MIN }, 5);
    expect(s).toMatchObject({ count: 9, expected: 12, coverage: 0.75, wearPercent: 75, meanMmol: 6 });
    expect(s.gmiPercent).toBeCloseTo(gmi(6).percent, 12);
    expect(s.gmiMmolMol).toBeCloseTo(gmi(6).mmolMol, 12);
    expect(s.sdMmol).toBeCloseTo(sampleSd(readings.map((r) => r.mmol)) ?? Number.NaN, 12);
    expect(s.cvPercent).toBeCloseTo(coefficientOfVariation(readings.map((r) => r.mmol)) ?? Number.NaN, 12);
    const g = gri(timeInRanges(readings.map((r) => r.mmol))!);
    expect([s.gri, s.griHypo, s.griHyper, s.griZone]).toEqual([g.gri, g.griHypo, g.griHyper, g.griZone]);
    expect(g.gri).toBeGreaterThan(0);
  });
});

describe("AGP at the edges", () => {
  it("refuses a percentile outside 0–100", () => {
    for (const p of [-0.001, -1, 100.001, 101, Number.NaN])
      expect(() => percentile([1, 2], p), String(p)).toThrow(new RangeError(`percentile out of range: ${p}`));
    expect(() => percentile([], 50)).toThrow(new RangeError("percentile of an empty list"));
    expect(percentile([1, 2], 0)).toBe(1);
    expect(percentile([1, 2], 100)).toBe(2);
    expect(percentile([1, 3], 50)).toBe(2);
  });
  it("reads hours and minutes of the local clock", () => {
    const minute = localMinuteOfDay("Asia/Kolkata");
    expect(minute(Date.UTC(2026, 0, 1, 0, 0))).toBe(5 * 60 + 30);
    expect(minute(Date.UTC(2026, 0, 1, 18, 29))).toBe(23 * 60 + 59);
    expect(minute(Date.UTC(2026, 0, 1, 18, 30))).toBe(0);
  });
  it("takes bins of any whole divisor of a day, 15 minutes by default", () => {
    const r = (m: number, mmol = 5): GlucoseReading => ({ ts: Date.UTC(2026, 0, 1, 0, m), mmol });
    const opts = { timeZone: "UTC" };
    expect(agp([r(14), r(15), r(29), r(30)], opts).map((b) => [b.minuteOfDay, b.count])).toEqual([
      [0, 1],
      [15, 2],
      [30, 1],
    ]);
    expect(agp([r(59), r(0)], { ...opts, binMinutes: 1440 }).map((b) => [b.minuteOfDay, b.count])).toEqual([
      [0, 2],
    ]);
    expect(agp([r(1)], { ...opts, binMinutes: 1 }).map((b) => b.minuteOfDay)).toEqual([1]);
    for (const binMinutes of [0, -15, 7, 7.5, 1441, 2880, Number.NaN])
      expect(() => agp([], { ...opts, binMinutes }), String(binMinutes)).toThrow(
        new RangeError(`binMinutes must be a whole divisor of 1440: ${binMinutes}`),
      );
  });
  it("sorts bins by time of day and values within a bin before taking percentiles", () => {
    const at = (m: number, mmol: number): GlucoseReading => ({ ts: Date.UTC(2026, 0, 1, 0, m), mmol });
    const bins = agp([at(50, 9), at(20, 4), at(5, 3), at(21, 2), at(22, 8), at(23, 6), at(24, 10)], {
      timeZone: "UTC",
    });
    expect(bins.map((b) => b.minuteOfDay)).toEqual([0, 15, 45]);
    expect(bins[1]).toEqual({ minuteOfDay: 15, count: 5, p5: 2.4, p25: 4, p50: 6, p75: 8, p95: 9.6 });
    expect(agp([at(1, Number.NaN), { ts: Number.POSITIVE_INFINITY, mmol: 5 }], { timeZone: "UTC" })).toEqual(
      [],
    );
  });
});
