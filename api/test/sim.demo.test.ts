import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import {
  demoSn,
  devices,
  glucoseReadings,
  migrate,
  permissionSnapshots,
  seed,
  systemSettings,
  type DbHandle,
} from "@cgm/db";
import { testDrivers } from "./harness";
import { DEMO_DEVICES, demoFeedTick, seedDemoReadings } from "../src/sim/demo";
import { generateFor } from "../src/sim/generator";
import { DAY, HOUR, MINUTE, isSilent, profileOf, seedOf } from "../src/sim/model";

const TZ = "America/New_York";
/**
 * The first start, a fixed instant (never the wall clock, so every run replays the same days): 20
 * minutes before a six-hour slot, when the app reports permissions, on the weekend summer time ends.
 */
const NOW0 = Date.UTC(2026, 10, 1, 18) - 20 * MINUTE;
/** The restart: three days later. */
const NOW1 = NOW0 + 3 * DAY;
const LIVE = [1, 2, 3].map(demoSn);

describe.each(testDrivers())("embedded demo data on $name", ({ open }) => {
  let h: DbHandle;
  const idOf = new Map<string, number>();
  const stored = async (sn: string) =>
    (
      await h.db
        .select({ ts: glucoseReadings.ts, mmol: glucoseReadings.mmol })
        .from(glucoseReadings)
        .where(eq(glucoseReadings.deviceId, idOf.get(sn)!))
        .orderBy(asc(glucoseReadings.ts))
    ).map((r) => [r.ts.toISOString(), Math.round(r.mmol * 10) / 10] as const);
  const generated = (sn: string, from: number, to: number, interval = 5) =>
    generateFor(sn, from, to, interval, TZ).readings.map((r) => [r.ts, r.value] as const);

  beforeAll(async () => {
    h = await open();
    await migrate(h);
    await seed(h.db, { demo: true, adminPassword: "admin123" });
    await h.db.update(systemSettings).set({ value: TZ }).where(eq(systemSettings.key, "timeZone"));
    for (const d of await h.db.select({ id: devices.id, sn: devices.sn }).from(devices)) idOf.set(d.sn, d.id);
  });
  afterAll(async () => h?.close());

  it("fills 14 days of every demo device at first start, meals in the system time zone", async () => {
    expect(await seedDemoReadings(h, 14, NOW0)).toBeGreaterThan(50 * 14 * 250);
    for (const sn of [demoSn(1), demoSn(30), demoSn(DEMO_DEVICES)]) {
      const want = generated(sn, NOW0 - 14 * DAY, NOW0);
      expect(want.length).toBeGreaterThan(14 * 250);
      expect(await stored(sn)).toEqual(want);
      expect(want).not.toEqual(
        generateFor(sn, NOW0 - 14 * DAY, NOW0, 5, "UTC").readings.map((r) => [r.ts, r.value]),
      );
    }
    const [n] = await h.db.select({ n: count() }).from(glucoseReadings);
    const all = Array.from(
      { length: DEMO_DEVICES },
      (_, i) => generated(demoSn(i + 1), NOW0 - 14 * DAY, NOW0).length,
    );
    expect(n!.n).toBe(all.reduce((a, b) => a + b, 0));
  });

  it("keeps a few devices live from where each left off, a reading a minute with the events", async () => {
    const published: number[][] = [];
    const publish = (p: { deviceId: number }[]) => void published.push(p.map((x) => x.deviceId));
    const cursors = new Map<string, number>();
    const first = NOW0 + 50 * MINUTE;
    const before = new Map(
      await Promise.all(LIVE.map(async (sn) => [sn, (await stored(sn)).at(-1)![0]] as const)),
    );
    expect(await demoFeedTick(h, publish, 3, cursors, first)).toBeGreaterThan(0);
    for (const sn of LIVE) {
      const from = Math.max(Date.parse(before.get(sn)!) + 1, first - HOUR);
      const fresh = (await stored(sn)).filter(([ts]) => Date.parse(ts) >= from);
      expect(fresh).toEqual(generated(sn, from, first, 1));
      // Where history and live overlap in time, they are one curve.
      const fiveMinute = new Map(generated(sn, from, first, 5));
      for (const [ts, v] of fresh) if (fiveMinute.has(ts)) expect(v).toBe(fiveMinute.get(ts));
    }
    // The app's permission report at the start of the six-hour slot went live too.
    const slot = NOW0 + 20 * MINUTE + 2 * MINUTE;
    const reports = await h.db
      .select({ deviceId: permissionSnapshots.deviceId })
      .from(permissionSnapshots)
      .where(
        and(
          eq(permissionSnapshots.ts, new Date(slot)),
          inArray(
            permissionSnapshots.deviceId,
            LIVE.map((sn) => idOf.get(sn)!),
          ),
        ),
      );
    expect(reports).toHaveLength(3);
    expect(published).toEqual([LIVE.map((sn) => idOf.get(sn)!).sort((a, b) => a - b)]);

    const next = first + MINUTE;
    await demoFeedTick(h, publish, 3, cursors, next);
    for (const sn of LIVE) {
      const last = (await stored(sn)).filter(([ts]) => Date.parse(ts) >= first);
      expect(last).toEqual(isSilent(profileOf(seedOf(sn)), first) ? [] : generated(sn, first, next, 1));
      expect(cursors.get(sn)).toBe(next);
    }
  });

  it("after a restart days later, fills each device's gap up to now with the same stream", async () => {
    await h.db.delete(glucoseReadings).where(eq(glucoseReadings.deviceId, idOf.get(demoSn(10))!));
    expect(await seedDemoReadings(h, 14, NOW1)).toBeGreaterThan(50 * 3 * 250);
    // A quiet device: one stream from 14 days before the first start up to the restart.
    expect(await stored(demoSn(20))).toEqual(generated(demoSn(20), NOW0 - 14 * DAY, NOW1));
    // A device without readings gets the last 14 days.
    expect(await stored(demoSn(10))).toEqual(generated(demoSn(10), NOW1 - 14 * DAY, NOW1));
    // A live device: its minute readings, then the five-minute fill from its last one.
    const live = await stored(demoSn(1));
    const lastLive = NOW0 + 51 * MINUTE;
    expect(live.filter(([ts]) => Date.parse(ts) >= lastLive)).toEqual(generated(demoSn(1), lastLive, NOW1));
    for (let i = 1; i <= DEMO_DEVICES; i++) {
      const sn = demoSn(i);
      const recent = (await stored(sn)).filter(([ts]) => Date.parse(ts) >= NOW1 - 2 * DAY);
      expect(recent).toEqual(generated(sn, NOW1 - 2 * DAY, NOW1));
    }
    expect(await seedDemoReadings(h, 14, NOW1)).toBe(0);
  });
});
