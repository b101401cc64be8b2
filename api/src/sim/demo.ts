import { count } from "drizzle-orm";
import { devices, glucoseReadings, type DbHandle } from "@cgm/db";
import { parseBatch } from "../ingest/validate";
import { storeBatch } from "../ingest/service";
import { generateDevice } from "./generator";

/**
 * Fills the demo devices with 14 days of readings once (embedded database), through the same checks
 * and COPY path as the ingest endpoint. Returns the number of readings stored.
 */
export async function seedDemoReadings(h: DbHandle, days = 14, now = Date.now()): Promise<number> {
  const [existing] = await h.db.select({ n: count() }).from(glucoseReadings);
  if ((existing?.n ?? 0) > 0) return 0;
  const list = await h.db.select({ sn: devices.sn }).from(devices).orderBy(devices.id);
  let stored = 0;
  for (let i = 0; i < list.length; i += 10) {
    const group = list
      .slice(i, i + 10)
      .map((d, j) => generateDevice(d.sn, 1000 + i + j, now - days * 86_400_000, now - 60_000));
    const batch = parseBatch({ batchId: `demo-seed-${i}`, devices: group }, now);
    stored += (await storeBatch(h, "demo-seed", batch)).result.stored;
  }
  return stored;
}

/** Keeps a few demo devices live: one reading each per minute while the embedded demo runs. */
export function startDemoFeed(
  h: DbHandle,
  publish: (p: Awaited<ReturnType<typeof storeBatch>>["progress"]) => void,
  count = 3,
) {
  let n = 0;
  const timer = setInterval(async () => {
    try {
      const t = Date.now();
      const list = await h.db.select({ sn: devices.sn }).from(devices).orderBy(devices.id).limit(count);
      const group = list.map((d, i) => {
        const g = generateDevice(d.sn, 7000 + i, t - 4 * 3_600_000, t, 5);
        return {
          sn: d.sn,
          readings: g.readings.slice(-1).map((r) => ({ ...r, ts: new Date(t - 1000).toISOString() })),
        };
      });
      const { progress } = await storeBatch(
        h,
        "demo-feed",
        parseBatch({ batchId: `feed-${t}-${n++}`, devices: group }, t),
      );
      publish(progress);
    } catch {
      // A missed tick is harmless; the next one carries on.
    }
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
