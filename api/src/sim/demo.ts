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
