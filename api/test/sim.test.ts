import { describe, expect, it } from "vitest";
import { demoSn } from "@cgm/db";
import { generateDevice, generateFor, type GeneratedDevice } from "../src/sim/generator";
import {
  DAY,
  HOUR,
  MINUTE,
  WARMUP_MS,
  isSilent,
  profileOf,
  seedOf,
  sessionStartAt,
  zoneOffset,
} from "../src/sim/model";

const SN = demoSn(7);
const P = profileOf(seedOf(SN));
/** A fixed instant in a sensor session's fourth day, on the hour. */
const MID = sessionStartAt(P, Date.UTC(2026, 10, 20)) + 3 * DAY;
const T0 = Math.floor(MID / HOUR) * HOUR;

/** The device's items from consecutive windows of `windowMs`, joined. */
function joined(sn: string, from: number, to: number, windowMs: number, interval: number, tz = "UTC") {
  const all: GeneratedDevice[] = [];
  for (let t = from; t < to; t += windowMs)
    all.push(generateFor(sn, t, Math.min(t + windowMs, to), interval, tz));
  return all;
}
const concat = (
  parts: GeneratedDevice[],
  key: "readings" | "anomalies" | "bluetooth" | "permissions" | "usage",
) => parts.flatMap((p): unknown[] => p[key]);

describe("simulated CGM streams", () => {
  it.each([1, 3, 5])(
    "a live window of %i minutes yields one reading, once the sensor is warm",
    (interval) => {
      const step = interval * MINUTE;
      const windows = joined(SN, T0, T0 + DAY, step, interval);
      let one = 0;
      windows.forEach((w, i) => {
        const t = T0 + i * step;
        expect(w.readings.length).toBe(isSilent(P, t) ? 0 : 1);
        if (w.readings.length) {
          expect(w.readings[0]!.ts).toBe(new Date(t).toISOString());
          one++;
        }
      });
      expect(one).toBeGreaterThan((DAY / step) * 0.9);
    },
  );

  it("joins windows into the same stream as one long window, events included", () => {
    const whole = generateFor(SN, T0, T0 + 3 * DAY, 5, "UTC");
    for (const windowMs of [5 * MINUTE, 7 * MINUTE, 5 * HOUR]) {
      const parts = joined(SN, T0, T0 + 3 * DAY, windowMs, 5);
      for (const key of ["readings", "anomalies", "bluetooth", "permissions", "usage"] as const)
        expect(concat(parts, key)).toEqual(whole[key]);
    }
  });

  it("never sends two items with the same key in a series (the store would keep one)", () => {
    const keyed = (d: GeneratedDevice) => ({
      anomalies: d.anomalies.map((x) => `${x.ts} ${x.kind}`),
      bluetooth: d.bluetooth.map((x) => x.ts),
      permissions: d.permissions.map((x) => x.ts),
      usage: d.usage.map((x) => `${x.ts} ${x.action}`),
    });
    // CGM202600054 inserts a sensor at 12:01 on 2026-11-23: it connects and reports its permissions
    // at 12:02, when the six-hourly permission report is also due. Stored, that is one snapshot.
    const d = generateFor(
      demoSn(54),
      Date.UTC(2026, 10, 23, 9),
      Date.UTC(2026, 10, 24, 9),
      5,
      "Europe/Berlin",
    );
    expect(d.permissions.filter((x) => x.ts === "2026-11-23T12:02:00.000Z")).toHaveLength(1);
    const session = d.usage.find((x) => x.action === "SENSOR_START");
    expect(session?.ts).toBe("2026-11-23T12:01:00.000Z");
    // Sixty days of 80 devices: every series unique by its key, and sorted by time.
    for (let i = 1; i <= 80; i++) {
      const g = generateFor(demoSn(i), Date.UTC(2026, 8, 1), Date.UTC(2026, 9, 31), 5, "UTC");
      for (const [series, keys] of Object.entries(keyed(g))) {
        expect(new Set(keys).size, `${demoSn(i)} ${series}`).toBe(keys.length);
        expect([...keys].sort(), `${demoSn(i)} ${series}`).toEqual(keys.slice().sort());
      }
    }
  });

  it("warms up for an hour at each sensor session's start only", () => {
    const s = sessionStartAt(P, MID);
    const around = generateFor(SN, s - 2 * HOUR, s + 3 * HOUR, 5, "UTC");
    const times = around.readings.map((r) => Date.parse(r.ts));
    expect(times.some((t) => t < s)).toBe(true);
    expect(times.filter((t) => t >= s && t < s + WARMUP_MS)).toEqual([]);
    expect(times.some((t) => t >= s + WARMUP_MS)).toBe(true);
    expect(around.usage).toContainEqual({ ts: new Date(s).toISOString(), action: "SENSOR_START" });
    // Any other window starts with a reading unless the signal is lost then.
    for (let k = 1; k < 40; k++) {
      const from = s + WARMUP_MS + k * 7 * HOUR;
      const first = generateFor(SN, from, from + 2 * HOUR, 1, "UTC").readings[0];
      if (!isSilent(P, from)) expect(first?.ts).toBe(new Date(from).toISOString());
    }
  });

  it("gives the same values for the same seed and time, whatever the window", () => {
    const a = generateDevice(SN, 42, T0, T0 + DAY, 1);
    const b = generateDevice(SN, 42, T0 + 7 * HOUR, T0 + 2 * DAY, 1);
    const late = a.readings.filter((r) => Date.parse(r.ts) >= T0 + 7 * HOUR);
    expect(late.length).toBeGreaterThan(600);
    expect(b.readings.slice(0, late.length)).toEqual(late);
    expect(generateDevice(SN, 42, T0, T0 + DAY, 1)).toEqual(a);
    expect(generateDevice(SN, 43, T0, T0 + DAY, 1).readings).not.toEqual(a.readings);
    // History at 5 minutes and live data at 1 minute are the same curve.
    const live = new Map(b.readings.map((r) => [r.ts, r.value]));
    const history = generateDevice(SN, 42, T0 + 7 * HOUR, T0 + DAY, 5).readings;
    expect(history.length).toBeGreaterThan(150);
    for (const r of history) expect(live.get(r.ts)).toBe(r.value);
  });

  it("knows time-zone offsets, summer time included", () => {
    expect(zoneOffset("Asia/Shanghai", Date.UTC(2026, 0, 10))).toBe(8 * HOUR);
    expect(zoneOffset("Asia/Kolkata", Date.UTC(2026, 0, 10))).toBe(5.5 * HOUR);
    expect(zoneOffset("America/New_York", Date.UTC(2026, 0, 10))).toBe(-5 * HOUR);
    expect(zoneOffset("America/New_York", Date.UTC(2026, 6, 10))).toBe(-4 * HOUR);
    expect(zoneOffset("UTC", Date.UTC(2026, 6, 10, 13, 7))).toBe(0);
  });

  it.each(["Asia/Shanghai", "America/New_York", "UTC"])("eats breakfast in the morning of %s", (tz) => {
    const sums = new Array<number>(24).fill(0);
    const counts = new Array<number>(24).fill(0);
    for (let i = 0; i < 12; i++) {
      const d = generateFor(demoSn(i + 1), T0 - 28 * DAY, T0, 5, tz);
      for (const r of d.readings) {
        const t = Date.parse(r.ts);
        const hour = Math.floor(((((t + zoneOffset(tz, t)) % DAY) + DAY) % DAY) / HOUR);
        sums[hour]! += r.value;
        counts[hour]!++;
      }
    }
    const mean = sums.map((s, h) => s / counts[h]!);
    const at = (from: number, to: number) => mean.slice(from, to).reduce((a, b) => a + b, 0) / (to - from);
    const morning = mean.slice(5, 12);
    expect(5 + morning.indexOf(Math.max(...morning))).toBeGreaterThanOrEqual(7);
    expect(5 + morning.indexOf(Math.max(...morning))).toBeLessThanOrEqual(10);
    expect(at(8, 10)).toBeGreaterThan(at(2, 5) + 1);
    expect(at(19, 22)).toBeGreaterThan(at(15, 18) + 0.5);
  });

  it("sends anomalies, Bluetooth drops and permission changes at low rates, live as in history", () => {
    const kinds = new Set<string>();
    let drops = 0;
    let changes = 0;
    for (let i = 0; i < 10; i++) {
      const sn = demoSn(i + 1);
      const whole = generateFor(sn, T0 - 30 * DAY, T0, 5, "UTC");
      for (const a of whole.anomalies) kinds.add(a.kind);
      drops += whole.bluetooth.filter((b) => !b.connected).length;
      const base = profileOf(seedOf(sn)).permissions;
      changes += whole.permissions.filter(
        ({ ts: _, ...p }) => JSON.stringify(p) !== JSON.stringify(base),
      ).length;
      expect(whole.anomalies.length).toBeLessThan(40);
      // Live ticks (one reading each) carry the same events.
      const parts = joined(sn, T0 - 2 * DAY, T0, 5 * MINUTE, 5);
      const two = generateFor(sn, T0 - 2 * DAY, T0, 5, "UTC");
      expect(concat(parts, "bluetooth")).toEqual(two.bluetooth);
      expect(concat(parts, "permissions")).toEqual(two.permissions);
    }
    expect([...kinds]).toEqual(
      expect.arrayContaining(["SIGNAL_LOSS", "SENSOR_ABNORMAL", "TEMPERATURE_ABNORMAL"]),
    );
    expect(drops).toBeGreaterThan(20);
    expect(drops).toBeLessThan(400);
    expect(changes).toBeGreaterThan(3);
  });
});
