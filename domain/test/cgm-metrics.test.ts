import { describe, expect, it } from "vitest";
import {
  MGDL_PER_MMOL,
  classifyGlucose,
  coefficientOfVariation,
  formatGlucose,
  gmi,
  gri,
  griZone,
  summarise,
  timeInRanges,
  toMgdl,
  toMmol,
  type GlucoseReading,
} from "../src/index";

const T0 = Date.UTC(2026, 0, 1);
const MIN = 60_000;
/** Readings every `interval` minutes from T0 with the given glucose values. */
const series = (values: number[], interval = 5): GlucoseReading[] =>
  values.map((mmol, i) => ({ ts: T0 + i * interval * MIN, mmol }));
const repeat = (value: number, n: number): number[] => Array.from({ length: n }, () => value);
const day = { from: T0, to: T0 + 24 * 60 * MIN };

describe("glucose units", () => {
  it("converts with 18.01559 both ways", () => {
    expect(MGDL_PER_MMOL).toBe(18.01559);
    // 5.5 × 18.01559 = 99.085745; 10 × 18.01559 = 180.1559
    expect(toMgdl(5.5)).toBeCloseTo(99.085745, 9);
    expect(toMgdl(10)).toBeCloseTo(180.1559, 9);
    // 180 / 18.01559 = 9.991346…; 70 / 18.01559 = 3.885524…
    expect(toMmol(180)).toBeCloseTo(9.991346, 6);
    expect(toMmol(70)).toBeCloseTo(3.885524, 6);
    expect(toMmol(toMgdl(7.3))).toBeCloseTo(7.3, 12);
  });
  it("rounds for display: 1 decimal in mmol/L, integer in mg/dL", () => {
    expect(formatGlucose(5.55, "mmol/L")).toBe(5.6);
    expect(formatGlucose(4.35, "mmol/L")).toBe(4.4); // 4.35 × 10 is 43.4999… in binary
    expect(formatGlucose(5.5, "mg/dL")).toBe(99); // 99.085745
    expect(formatGlucose(3.9, "mg/dL")).toBe(70); // 70.260801
    expect(formatGlucose(Number.NaN, "mg/dL")).toBeNaN();
  });
});

describe("mean, SD and CV", () => {
  // 10 readings: 12, 4, 9, 7, 9, 7, 8, 8, 8, 8 → sum 80, mean 8.0
  // deviations 4, −4, 1, −1, 1, −1, 0, 0, 0, 0 → Σd² = 16 + 16 + 1 + 1 + 1 + 1 = 36
  // sample variance 36 / 9 = 4 → SD 2.0 (population SD would be √3.6 = 1.897)
  // CV = 2 / 8 × 100 = 25 %; ranges: 4 → in range, 12 → high → 90 % / 10 %
  const ten = [12, 4, 9, 7, 9, 7, 8, 8, 8, 8];
  it("uses the sample SD (n − 1)", () => {
    const s = summarise(series(ten), day, 5);
    expect(s.count).toBe(10);
    expect(s.meanMmol).toBeCloseTo(8, 12);
    expect(s.meanMgdl).toBeCloseTo(144.12472, 9);
    expect(s.sdMmol).toBeCloseTo(2, 12);
    expect(s.cvPercent).toBeCloseTo(25, 12);
    expect(coefficientOfVariation(ten)).toBeCloseTo(25, 12);
    expect(s.timeInRanges).toEqual({ veryLow: 0, low: 0, inRange: 90, high: 10, veryHigh: 0 });
    // coverage 10 / 288 → no GMI
    expect(s.gmiPercent).toBeNull();
  });
  it("ignores non-finite values, readings outside the period, and the input order", () => {
    const noisy = [
      ...series(ten).reverse(),
      { ts: T0 + MIN, mmol: Number.NaN },
      { ts: Number.NaN, mmol: 5 },
      { ts: day.to, mmol: 30 }, // `to` is exclusive
      { ts: T0 - 1, mmol: 30 },
    ];
    expect(summarise(noisy, day, 5)).toEqual(summarise(series(ten), day, 5));
  });
  it("needs two readings for SD and CV", () => {
    const s = summarise(series([6]), day, 5);
    expect([s.meanMmol, s.sdMmol, s.cvPercent]).toEqual([6, null, null]);
  });
  it("gives nulls, not NaN, without readings", () => {
    const s = summarise([], day, 5);
    expect(s).toMatchObject({ count: 0, expected: 288, coverage: 0, wearPercent: 0 });
    for (const k of ["meanMmol", "meanMgdl", "sdMmol", "cvPercent", "gmiPercent", "gmiMmolMol"] as const)
      expect(s[k]).toBeNull();
    expect([s.timeInRanges, s.gri, s.griHypo, s.griHyper, s.griZone]).toEqual([null, null, null, null, null]);
  });
});

describe("24 hours at 5-minute intervals", () => {
  // 288 readings: 3 × 2.5 (very low), 9 × 3.5 (low), 200 × 7.0, 60 × 12.0 (high), 16 × 16.0 (very high)
  // ranges: 3/288 = 1.041667 %, 9/288 = 3.125 %, 200/288 = 69.444444 %, 60/288 = 20.833333 %, 16/288 = 5.555556 %
  // mean = (7.5 + 31.5 + 1400 + 720 + 256) / 288 = 2415 / 288 = 8.385417 mmol/L = 151.068229 mg/dL
  // Σx² = 18.75 + 110.25 + 9800 + 8640 + 4096 = 22665; SS = 22665 − 2415²/288 = 2414.21875
  // SD = √(2414.21875 / 287) = 2.900330; CV = 34.5878 %
  // GMI = 3.31 + 0.02392 × 151.068229 = 6.923552 %; IFCC 12.71 + 4.70587 × 8.385417 = 52.170681 mmol/mol
  // GRI hypo = 1.041667 + 0.8 × 3.125 = 3.541667; hyper = 5.555556 + 0.5 × 20.833333 = 15.972222
  // GRI = 3 × 3.541667 + 1.6 × 15.972222 = 10.625 + 25.555556 = 36.180556 → zone B
  const values = [
    ...repeat(2.5, 3),
    ...repeat(3.5, 9),
    ...repeat(7, 200),
    ...repeat(12, 60),
    ...repeat(16, 16),
  ];
  const s = summarise(series(values), day, 5);
  it("summarises the day", () => {
    expect(s).toMatchObject({ count: 288, expected: 288, coverage: 1, wearPercent: 100, griZone: "B" });
    expect(s.meanMmol).toBeCloseTo(8.385417, 6);
    expect(s.meanMgdl).toBeCloseTo(151.068229, 6);
    expect(s.sdMmol).toBeCloseTo(2.90033, 6);
    expect(s.cvPercent).toBeCloseTo(34.5878, 4);
    expect(s.gmiPercent).toBeCloseTo(6.923552, 6);
    expect(s.gmiMmolMol).toBeCloseTo(52.170681, 6);
    expect(s.griHypo).toBeCloseTo(3.541667, 6);
    expect(s.griHyper).toBeCloseTo(15.972222, 6);
    expect(s.gri).toBeCloseTo(36.180556, 6);
  });
  it("keeps full precision in the range percentages", () => {
    const t = s.timeInRanges;
    expect(t?.veryLow).toBeCloseTo(1.041667, 6);
    expect(t?.low).toBe(3.125);
    expect(t?.inRange).toBeCloseTo(69.444444, 6);
    expect(t?.high).toBeCloseTo(20.833333, 6);
    expect(t?.veryHigh).toBeCloseTo(5.555556, 6);
  });
  it("caps coverage at 1 when there are more readings than expected", () => {
    const twice = [...series(values), ...series(values)];
    expect(summarise(twice, day, 5)).toMatchObject({ count: 576, coverage: 1, wearPercent: 100 });
  });
});

describe("range boundaries (mmol/L)", () => {
  it("puts each threshold on the consensus side", () => {
    const values = [2.99, 3.0, 3.8, 3.89, 3.9, 10.0, 10.01, 10.1, 13.9, 13.91];
    const expected = "veryLow low low low inRange inRange high high high veryHigh";
    expect(values.map(classifyGlucose).join(" ")).toBe(expected);
  });
});

describe("GMI", () => {
  it("follows Bergenstal 2018", () => {
    // 8.6 mmol/L = 154.934074 mg/dL → 3.31 + 0.02392 × 154.934074 = 7.016 %; 12.71 + 4.70587 × 8.6 = 53.180 mmol/mol
    expect(gmi(8.6).percent).toBeCloseTo(7.016, 3);
    expect(gmi(8.6).mmolMol).toBeCloseTo(53.180482, 6);
  });
  // 1000 expected readings (5000 minutes at 5-minute intervals), mean 8.6
  const period = { from: T0, to: T0 + 5000 * MIN };
  it("is given at exactly 70 % coverage", () => {
    const s = summarise(series(repeat(8.6, 700)), period, 5);
    expect([s.expected, s.coverage, s.wearPercent]).toEqual([1000, 0.7, 70]);
    expect(s.gmiPercent).toBeCloseTo(7.016, 3);
    expect(s.gmiMmolMol).toBeCloseTo(53.18, 2);
  });
  it("is withheld at 69.9 % coverage", () => {
    const s = summarise(series(repeat(8.6, 699)), period, 5);
    expect(s.coverage).toBeCloseTo(0.699, 12);
    expect([s.gmiPercent, s.gmiMmolMol]).toEqual([null, null]);
    expect(s.meanMmol).toBeCloseTo(8.6, 12);
  });
  it("counts expected readings as floor(duration / interval)", () => {
    expect(summarise([], { from: T0, to: T0 + 44 * MIN }, 15).expected).toBe(2);
    expect(summarise([], { from: T0, to: T0 + 14 * 1440 * MIN }, 1).expected).toBe(20160);
    expect(summarise(series([5]), { from: T0, to: T0 + 2 * MIN }, 3)).toMatchObject({
      expected: 0,
      coverage: null,
      gmiPercent: null,
    });
    expect(() => summarise([], { from: T0, to: T0 - 1 }, 5)).toThrow(RangeError);
  });
});

describe("GRI", () => {
  it("works the Klonoff 2022 example", () => {
    // 3.0 × 1 + 2.4 × 2 + 1.6 × 5 + 0.8 × 20 = 3.0 + 4.8 + 8.0 + 16.0 = 31.8
    // hypo = 1 + 0.8 × 2 = 2.6; hyper = 5 + 0.5 × 20 = 15; 3 × 2.6 + 1.6 × 15 = 7.8 + 24 = 31.8
    const r = gri({ veryLow: 1, low: 2, inRange: 72, high: 20, veryHigh: 5 });
    expect(r.gri).toBeCloseTo(31.8, 12);
    expect(r.griHypo).toBeCloseTo(2.6, 12);
    expect(r.griHyper).toBeCloseTo(15, 12);
    expect(r.griZone).toBe("B");
  });
  it("caps at 100 and zones A..E with upper bounds inclusive", () => {
    // all very low: 3.0 × 100 = 300 → 100, zone E
    expect(gri({ veryLow: 100, low: 0, inRange: 0, high: 0, veryHigh: 0 })).toMatchObject({
      gri: 100,
      griZone: "E",
    });
    // continuous GRI: A ≤ 20 < B ≤ 40 < C ≤ 60 < D ≤ 80 < E
    expect([0, 20, 20.1, 40, 40.1, 60, 60.1, 80, 80.1].map(griZone).join("")).toBe("AABBCCDDE");
  });
});

describe("property: 200 random datasets", () => {
  // Numerical Recipes LCG, seeded, so the run is reproducible.
  let state = 20260101;
  const rand = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  it("range percentages sum to 100 and GRI stays within [0, 100]", () => {
    const zones = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const n = 1 + Math.floor(rand() * 400);
      const centre = 4 + rand() * 12; // each dataset clusters around its own mean, spread ± 3 mmol/L
      const values = Array.from({ length: n }, () =>
        Math.min(33.3, Math.max(1.1, centre + (rand() - 0.5) * 6)),
      );
      const t = timeInRanges(values);
      if (!t) throw new Error("expected ranges");
      const sum = t.veryLow + t.low + t.inRange + t.high + t.veryHigh;
      expect(Math.abs(sum - 100)).toBeLessThanOrEqual(1e-9);
      const g = gri(t);
      expect(g.gri).toBeGreaterThanOrEqual(0);
      expect(g.gri).toBeLessThanOrEqual(100);
      zones.add(g.gri === 100 ? "capped" : g.griZone);
    }
    expect([...zones].sort()).toEqual(["A", "B", "C", "D", "E", "capped"]); // the datasets cover every case
  });
});
