import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, count, eq, gte, inArray, lt } from "drizzle-orm";
import { demoSn, devices, glucoseReadings, organisations, systemSettings } from "@cgm/db";
import { startHarness, testDrivers, type Harness } from "./harness";
import { parseSimArgs, type SimArgs } from "../src/sim/args";
import { SimError, IMPORT_CHUNK } from "../src/sim/console";
import { IMPORT_MAX_ROWS } from "../src/modules/device/device.admin";
import { generateFor, itemCount } from "../src/sim/generator";
import { DAY, MINUTE, isSilent, profileOf, seedOf } from "../src/sim/model";
import { liveTick, prepare, sendHistory, type Prepared } from "../src/sim/run";

const TZ = "Europe/Berlin";

/**
 * Fixed instants the simulated day ends at (the test never reads the wall clock: what falls on a
 * window's edges would change with the time it runs), each with the exact items and readings the 62
 * devices send for the day before it and for the ten minutes after it.
 */
const CASES = [
  {
    name: "the morning main went red (a sensor inserted at 12:01 the day before)",
    now: Date.UTC(2026, 10, 24, 9, 45),
    day: { items: 18_018, readings: 17_650 },
    next: { items: 124, readings: 122 },
  },
  {
    name: "on the hour, sent from the last and the first millisecond of the minute",
    now: Date.UTC(2026, 6, 15, 10, 0),
    day: { items: 18_023, readings: 17_645 },
    next: { items: 124, readings: 122 },
  },
  {
    name: "midnight in Berlin",
    now: Date.UTC(2026, 8, 9, 22, 0),
    day: { items: 17_987, readings: 17_600 },
    next: { items: 122, readings: 122 },
  },
  {
    name: "the day summer time ends in Berlin",
    now: Date.UTC(2026, 9, 25, 12, 0),
    day: { items: 18_092, readings: 17_747 },
    next: { items: 182, readings: 120 },
  },
  {
    name: "the day summer time starts in Berlin (two events on one instant in the next ten minutes)",
    now: Date.UTC(2026, 2, 29, 12, 0),
    day: { items: 18_115, readings: 17_767 },
    next: { items: 186, readings: 124 },
  },
] as const;
/** The live tick follows the first case's ten minutes. */
const LIVE_FROM = CASES[0].now + 10 * MINUTE;
/**
 * The devices are in stock since before every case: the endpoint takes nothing a device measured before
 * its inventory time, nor anything older than a sensor's life before the upload (the server's clock,
 * which the test sets to just after each case's last upload).
 */
const IN_STOCK_SINCE = new Date(Date.UTC(2026, 0, 1));

describe.each(testDrivers())("simulator through the real endpoint on $name", ({ open }) => {
  let t: Harness;
  let serverNow = Date.now();
  let p: Prepared;
  const lines: string[] = [];
  const log = (line: string) => void lines.push(line);
  const args = (...extra: string[]) =>
    parseSimArgs(
      ["--url", t.url, "--days", "1", "--interval", "5", "--devices", "62", ...extra],
      {},
    ) as SimArgs;
  const known = async (sns: string[]) =>
    (await t.h.db.select({ n: count() }).from(devices).where(inArray(devices.sn, sns)))[0]!.n;
  const readingsOf = async (sns: string[], from: number, to: number) => {
    const ids = (await t.h.db.select({ id: devices.id }).from(devices).where(inArray(devices.sn, sns))).map(
      (d) => d.id,
    );
    return t.h.db
      .select({ deviceId: glucoseReadings.deviceId, ts: glucoseReadings.ts, mmol: glucoseReadings.mmol })
      .from(glucoseReadings)
      .where(
        and(
          inArray(glucoseReadings.deviceId, ids),
          gte(glucoseReadings.ts, new Date(from)),
          lt(glucoseReadings.ts, new Date(to)),
        ),
      )
      .orderBy(asc(glucoseReadings.ts));
  };
  /** Everything the generator makes for the devices over [from, to). */
  const expected = (sns: string[], from: number, to: number, interval = 5) => {
    const all = sns.map((sn) => generateFor(sn, from, to, interval, TZ));
    return {
      readings: all.reduce((n, d) => n + d.readings.length, 0),
      items: all.reduce((n, d) => n + itemCount(d), 0),
    };
  };

  beforeAll(async () => {
    t = await startHarness(await open(), {}, { now: () => serverNow });
    await t.h.db.update(systemSettings).set({ value: TZ }).where(eq(systemSettings.key, "timeZone"));
  });
  afterAll(async () => t?.close());

  it("registers the devices beyond the demo ones through the API, once, and takes the system time zone", async () => {
    const extra = [demoSn(61), demoSn(62)];
    expect(await known(extra)).toBe(0);
    p = await prepare(args(), log);
    expect(p).toMatchObject({ registered: 2, timeZone: TZ });
    expect(p.sns).toHaveLength(62);
    expect(await known(extra)).toBe(2);
    const placed = await t.h.db
      .select({ sn: devices.sn, parent: organisations.parentId })
      .from(devices)
      .innerJoin(organisations, eq(organisations.id, devices.orgId))
      .where(inArray(devices.sn, extra));
    expect(placed.every((d) => d.parent !== null)).toBe(true);
    expect((await prepare(args(), log)).registered).toBe(0);
    expect((await prepare(args("--devices", "2", "--tz", "Asia/Tokyo"), log)).timeZone).toBe("Asia/Tokyo");
    expect(lines.at(-1)).toMatch(/2 devices .* 0 newly registered; time zone Asia\/Tokyo/);
    expect(IMPORT_CHUNK).toBeLessThanOrEqual(IMPORT_MAX_ROWS);
  });

  it("registers new devices in stock before the history and pairs every device once through the app client", async () => {
    const rows = await t.h.db
      .select({ sn: devices.sn, inventoryAt: devices.inventoryAt, client: devices.pairedClient })
      .from(devices)
      .where(inArray(devices.sn, p.sns));
    expect(rows).toHaveLength(62);
    expect(rows.every((d) => d.client === "demo-app")).toBe(true);
    const newest = rows.filter((d) => d.sn === demoSn(61) || d.sn === demoSn(62));
    // --days 1, no --until: in stock since a day before the day sent.
    expect(newest.every((d) => d.inventoryAt.getTime() <= Date.now() - 2 * DAY + MINUTE)).toBe(true);
    expect(p.target.tokens.size).toBe(62);
    expect(lines.some((l) => /^paired 62 devices through the app client demo-app$/.test(l))).toBe(true);
    // Prepared again, the process keeps its tokens: nothing is released or paired twice.
    const [before] = await t.h.db
      .select({ at: devices.pairedAt })
      .from(devices)
      .where(eq(devices.sn, demoSn(1)));
    expect((await prepare(args(), log)).target.tokens.get(demoSn(1))).toBe(p.target.tokens.get(demoSn(1)));
    const [after] = await t.h.db
      .select({ at: devices.pairedAt })
      .from(devices)
      .where(eq(devices.sn, demoSn(1)));
    expect(after?.at).toEqual(before?.at);
    await t.h.db.update(devices).set({ inventoryAt: IN_STOCK_SINCE });
  });

  it("says in one line when it cannot sign in or reach the server", async () => {
    await expect(prepare(args("--password", "wrong-one"), log)).rejects.toThrow(
      /^cannot sign in to http:\/\/127\.0\.0\.1:\d+ as admin .*--password$/,
    );
    await expect(prepare(args("--url", "http://127.0.0.1:1"), log)).rejects.toBeInstanceOf(SimError);
  });

  it.each(CASES)(
    "sends a day of 62 devices ending at $name; the same command again stores nothing new",
    async ({ now, day, next }) => {
      serverNow = now + 10 * MINUTE;
      const from = now - DAY;
      const want = expected(p.sns, from, now);
      expect(want).toEqual(day);
      const first = await sendHistory(p, args(), now + MINUTE - 1, log, 0);
      expect(first.to).toBe(now);
      expect(first.totals).toMatchObject({
        rejected: 0,
        stored: day.items,
        duplicates: 0,
        readings: day.readings,
        devicesDone: 62,
      });
      expect(await readingsOf(p.sns, from - DAY, now + DAY)).toHaveLength(day.readings);
      const sn = demoSn(62);
      const mine = await readingsOf([sn], from - DAY, now + DAY);
      expect(mine.map((r) => [r.ts.toISOString(), Math.round(r.mmol * 10) / 10])).toEqual(
        generateFor(sn, from, now, 5, TZ).readings.map((r) => [r.ts, r.value]),
      );
      expect(lines.some((l) => /^devices 62\/62, readings sent [\d,]+, .* readings\/s/.test(l))).toBe(true);

      const again = await sendHistory(p, args(), now, log, 0);
      expect(again.to).toBe(now);
      expect(again.totals).toMatchObject({ stored: 0, replayed: first.totals.batches });
      const minuteBefore = await sendHistory(p, args(), now - 1, log, 0);
      expect(minuteBefore.to).toBe(now - MINUTE);
      expect(minuteBefore.totals).toMatchObject({ stored: 0, replayed: 0, rejected: 0 });

      expect(expected(p.sns, now, now + 10 * MINUTE)).toEqual(next);
      const later = await sendHistory(p, args(), now + 10 * MINUTE, log, 0);
      expect(later.totals).toMatchObject({ stored: next.items, rejected: 0 });
      expect(await readingsOf(p.sns, from - DAY, now + DAY)).toHaveLength(day.readings + next.readings);
    },
  );

  it("sends one live tick: a reading per device for the minute, continuing the same stream", async () => {
    const from = LIVE_FROM;
    const to = from + MINUTE;
    serverNow = to;
    const speaking = p.sns.filter((sn) => !isSilent(profileOf(seedOf(sn)), from));
    expect(speaking.length).toBeGreaterThan(50);
    const tick = await liveTick(p, 1, from, to);
    expect(tick).toMatchObject({ readings: speaking.length, rejected: 0, batches: 1 });
    expect(tick.stored).toBe(expected(p.sns, from, to, 1).items);
    const stored = await readingsOf(p.sns, from, to);
    expect(stored).toHaveLength(speaking.length);
    expect(stored.every((r) => r.ts.getTime() === from)).toBe(true);
    const again = await liveTick(p, 1, from, to);
    expect(again.stored).toBe(0);
  });
});
