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
/** History ends half an hour ago, leaving room for later runs and live ticks. */
const NOW = Math.floor(Date.now() / MINUTE) * MINUTE - 30 * MINUTE;

describe.each(testDrivers())("simulator through the real endpoint on $name", ({ open }) => {
  let t: Harness;
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
    t = await startHarness(await open());
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

  it("says in one line when it cannot sign in or reach the server", async () => {
    await expect(prepare(args("--password", "wrong-one"), log)).rejects.toThrow(
      /^cannot sign in to http:\/\/127\.0\.0\.1:\d+ as admin .*--password$/,
    );
    await expect(prepare(args("--url", "http://127.0.0.1:1"), log)).rejects.toBeInstanceOf(SimError);
  });

  it("sends a day of 62 devices through the endpoint; the same command again stores nothing new", async () => {
    const from = NOW - DAY;
    const want = expected(p.sns, from, NOW);
    const first = await sendHistory(p, args(), NOW + 5_000, log, 0);
    expect(first.to).toBe(NOW);
    expect(first.totals).toMatchObject({
      rejected: 0,
      stored: want.items,
      readings: want.readings,
      devicesDone: 62,
    });
    expect(await readingsOf(p.sns, 0, Date.now())).toHaveLength(want.readings);
    const sn = demoSn(62);
    const mine = await readingsOf([sn], 0, Date.now());
    expect(mine.map((r) => [r.ts.toISOString(), Math.round(r.mmol * 10) / 10])).toEqual(
      generateFor(sn, from, NOW, 5, TZ).readings.map((r) => [r.ts, r.value]),
    );
    expect(lines.some((l) => /^devices 62\/62, readings sent [\d,]+, .* readings\/s/.test(l))).toBe(true);

    const again = await sendHistory(p, args(), NOW + 40_000, log, 0);
    expect(again.totals).toMatchObject({ stored: 0, replayed: first.totals.batches });
    const later = await sendHistory(p, args(), NOW + 10 * MINUTE, log, 0);
    expect(later.totals.stored).toBe(expected(p.sns, NOW, NOW + 10 * MINUTE).items);
    expect(later.totals.rejected).toBe(0);
    expect(await readingsOf(p.sns, 0, Date.now())).toHaveLength(
      want.readings + expected(p.sns, NOW, NOW + 10 * MINUTE).readings,
    );
  });

  it("sends one live tick: a reading per device for the minute, continuing the same stream", async () => {
    const from = NOW + 10 * MINUTE;
    const to = from + MINUTE;
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
