import { describe, expect, it } from "vitest";
import {
  appendReadings,
  curvePoints,
  prependEvent,
  withLiveEvents,
  withLiveReadings,
  type CurvePoint,
} from "../src/features/device/liveMerge";

const T0 = Date.parse("2026-03-01T00:00:00Z");
const iso = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const point = (minutes: number, mmol = 6): CurvePoint => ({ ts: iso(minutes), mmol, min: mmol, max: mmol });
const range = { from: T0, to: T0 + 86_400_000, now: T0 + 600 * 60_000 };

describe("live readings on the glucose curve", () => {
  it("turns the API's parallel lists into chart points", () => {
    const ms = [iso(0), iso(11)].map((t) => Date.parse(t));
    expect(curvePoints({ ts: ms, mmol: [6, 7], min: [5, 6.5], max: [8, 7.5] })).toEqual([
      { ts: iso(0), mmol: 6, min: 5, max: 8 },
      { ts: iso(11), mmol: 7, min: 6.5, max: 7.5 },
    ]);
    expect(curvePoints({ ts: [], mmol: [], min: [], max: [] })).toEqual([]);
  });

  it("keeps received readings in time order, each instant once, the newest when capped", () => {
    const a = appendReadings([], [{ ts: iso(2), mmol: 5 }]);
    const b = appendReadings(a, [
      { ts: iso(1), mmol: 4 },
      { ts: iso(2), mmol: 5 },
      { ts: iso(3), mmol: 6 },
    ]);
    expect(b.map((r) => r.mmol)).toEqual([4, 5, 6]);
    expect(appendReadings(b, [{ ts: iso(4), mmol: 7 }], 2).map((r) => r.mmol)).toEqual([6, 7]);
  });

  it("appends readings after the last point when the range includes now", () => {
    const points = [point(0), point(5)];
    const out = withLiveReadings(
      points,
      [
        { ts: iso(5), mmol: 9 },
        { ts: iso(6), mmol: 17.7 },
      ],
      range,
    );
    expect(out.map((p) => p.mmol)).toEqual([6, 6, 17.7]);
    expect(out[2]).toEqual({ ts: iso(6), mmol: 17.7, min: 17.7, max: 17.7 });
  });

  it("leaves a past range, and readings outside the range, alone", () => {
    const points = [point(0)];
    const live = [{ ts: iso(10), mmol: 9 }];
    expect(withLiveReadings(points, live, { ...range, now: range.to + 1 })).toBe(points);
    expect(withLiveReadings(points, [{ ts: iso(24 * 60 + 1), mmol: 9 }], range)).toBe(points);
  });

  it("keeps appending raw readings past 2,000 points, so the chart never freezes", () => {
    const points = Array.from({ length: 1998 }, (_, i) => point(i * 0.01));
    const live = Array.from({ length: 5 }, (_, i) => ({ ts: iso(100 + i), mmol: 10 + i }));
    const out = withLiveReadings(points, live, { ...range, bucketMs: 60_000 });
    expect(out.length).toBe(2003);
    expect(out.slice(-2).map((p) => p.mmol)).toEqual([13, 14]);
  });

  it("buckets the live readings of ended buckets, and shows the newest ones as they arrive", () => {
    const bucketMs = 10 * 60_000;
    // Loaded buckets start at 0 and 10 minutes; live readings come in time order.
    const points = [point(0, 6), { ts: iso(10), mmol: 6, min: 5.5, max: 6.5 }];
    const live = [
      { ts: iso(12), mmol: 4 }, // in the last loaded bucket: a reading of its own
      { ts: iso(21), mmol: 8 },
      { ts: iso(25), mmol: 10 }, // with 21: the ended bucket at 20, as one point
      { ts: iso(31), mmol: 7 },
      { ts: iso(33), mmol: 7.5 }, // with 31: the newest bucket, readings as they are
    ];
    const out = withLiveReadings(points, live, { ...range, bucketMs });
    expect(out).toEqual([
      ...points,
      { ts: iso(12), mmol: 4, min: 4, max: 4 },
      { ts: iso(20), mmol: 9, min: 8, max: 10 },
      { ts: iso(31), mmol: 7, min: 7, max: 7 },
      { ts: iso(33), mmol: 7.5, min: 7.5, max: 7.5 },
    ]);
  });
});

describe("live abnormal events", () => {
  it("puts new events first, once each, and only those of the range the list lacks", () => {
    const e1 = { ts: iso(1), kind: "LOW_BATTERY", detail: null };
    const e2 = { ts: iso(2), kind: "TEMPERATURE_ABNORMAL", detail: null };
    const live = prependEvent(prependEvent(prependEvent([], e1), e2), e2);
    expect(live).toEqual([e2, e1]);
    const loaded = [
      { ts: iso(1), kind: "LOW_BATTERY", detail: "x" },
      { ts: iso(0), kind: "SIGNAL_LOSS" },
    ];
    expect(withLiveEvents(loaded, live, range)).toEqual([e2, ...loaded]);
    expect(withLiveEvents(loaded, live, { from: T0 + 3 * 60_000, to: range.to })).toEqual(loaded);
  });
});
