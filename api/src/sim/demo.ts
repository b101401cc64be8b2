import { inArray, max } from "drizzle-orm";
import { demoSn, devices, glucoseReadings, type DbHandle } from "@cgm/db";
import { systemTimeZone } from "../modules/settings/settings.service";
import { parseBatch } from "../ingest/validate";
import { storeBatch } from "../ingest/service";
import { generateFor } from "./generator";
import { DAY, HOUR } from "./model";
import { planBatches } from "./upload";

/** The devices the demo seed registers (seedDemoDevices' default count): CGM202600001..60. */
export const DEMO_DEVICES = 60;
const DEMO_SNS = Array.from({ length: DEMO_DEVICES }, (_, i) => demoSn(i + 1));

/** The demo devices (by id), and the time of each one's latest reading. */
async function demoDevices(h: DbHandle, limit = DEMO_DEVICES) {
  const list = await h.db
    .select({ id: devices.id, sn: devices.sn })
    .from(devices)
    .where(inArray(devices.sn, DEMO_SNS))
    .orderBy(devices.id)
    .limit(limit);
  const last = list.length
    ? await h.db
        .select({ id: glucoseReadings.deviceId, ts: max(glucoseReadings.ts) })
        .from(glucoseReadings)
        .where(
          inArray(
            glucoseReadings.deviceId,
            list.map((d) => d.id),
          ),
        )
        .groupBy(glucoseReadings.deviceId)
    : [];
  const lastOf = new Map(last.map((r) => [r.id, r.ts ? new Date(r.ts).getTime() : null]));
  return list.map((d) => ({ sn: d.sn, last: lastOf.get(d.id) ?? null }));
}

/**
 * Brings the demo devices' data up to `now` (embedded demo, at every start): each device from its
 * latest stored reading, or from `days` ago when that is later, with 5-minute readings and the events
 * of the period, meals in the system time zone. The data continue the devices' deterministic streams
 * (the seed comes from the SN), through the same checks and COPY path as the ingest endpoint.
 * Returns the number of items stored.
 */
export async function seedDemoReadings(h: DbHandle, days = 14, now = Date.now()): Promise<number> {
  const timeZone = await systemTimeZone(h.db);
  const floor = now - days * DAY;
  const byFrom = new Map<number, string[]>();
  for (const d of await demoDevices(h)) {
    const from = Math.max(floor, d.last === null ? floor : d.last + 1);
    if (from < now) byFrom.set(from, [...(byFrom.get(from) ?? []), d.sn]);
  }
  let stored = 0;
  for (const [from, sns] of byFrom) {
    for (const b of planBatches({ sns, from, to: now, intervalMinutes: 5, timeZone, prefix: "demo-seed" })) {
      const batch = parseBatch({ batchId: b.batchId, devices: b.payload }, now);
      stored += (await storeBatch(h, "demo-seed", batch)).result.stored;
    }
  }
  return stored;
}

type Publish = (p: Awaited<ReturnType<typeof storeBatch>>["progress"]) => void;

/**
 * One tick of the demo feed: the first `count` demo devices' readings (one a minute) and events from
 * where each left off (at most an hour back) up to `now`, continuing the same streams as the history.
 * `cursors` keeps where each device left off between ticks. Returns the items stored.
 */
export async function demoFeedTick(
  h: DbHandle,
  publish: Publish,
  count: number,
  cursors: Map<string, number>,
  now: number,
): Promise<number> {
  const timeZone = await systemTimeZone(h.db);
  const group = (await demoDevices(h, count)).map((d) => {
    const from = Math.max(cursors.get(d.sn) ?? (d.last === null ? 0 : d.last + 1), now - HOUR);
    // No app and phone details: the history set them, and a device that upgraded since (the simulator's
    // --updates) reports its new versions itself; the feed must not turn them back every minute.
    return { ...generateFor(d.sn, from, now, 1, timeZone), info: {} };
  });
  if (!group.length) return 0;
  const { result, progress } = await storeBatch(
    h,
    "demo-feed",
    parseBatch({ batchId: `demo-feed-${now.toString(36)}`, devices: group }, now),
  );
  for (const d of group) cursors.set(d.sn, now);
  publish(progress);
  return result.stored;
}

/** Keeps a few demo devices live while the embedded demo runs: a tick a minute (demoFeedTick). */
export function startDemoFeed(h: DbHandle, publish: Publish, count = 3, everyMs = 60_000) {
  const cursors = new Map<string, number>();
  const timer = setInterval(() => {
    // A missed tick is harmless: the next one starts where each device left off.
    demoFeedTick(h, publish, count, cursors, Date.now()).catch(() => {});
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
