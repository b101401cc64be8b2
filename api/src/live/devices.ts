import { EventEmitter } from "node:events";
import { sql as drizzleSql } from "drizzle-orm";
import type { DbHandle } from "@cgm/db";
import type { Logger } from "pino";
import type { DeviceProgress } from "../ingest/service";

/**
 * "Device X has new data up to t" after an ingest commit: ids and times only, never health data.
 * Within a process an EventEmitter; across processes on one PostgreSQL, NOTIFY on a channel wakes the
 * others (bridge below). Subscriptions then load what changed under the subscriber's own scope.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);
const CHANNEL = "cgm_device_progress";

type Notifier = (payload: string) => Promise<void>;
let notify: Notifier | null = null;

export function publishDeviceProgress(progress: DeviceProgress[]): void {
  if (!progress.length) return;
  if (notify) {
    // Everyone, this process included, hears it back through LISTEN.
    const wire = progress.map((p) => [p.deviceId, p.lastReadingAt?.getTime() ?? null, p.anomalies]);
    void notify(JSON.stringify(wire));
  } else emitter.emit("progress", progress);
}

export function onDeviceProgress(listener: (progress: DeviceProgress[]) => void): () => void {
  emitter.on("progress", listener);
  return () => emitter.off("progress", listener);
}

/** On a server database, carries progress events between API processes with LISTEN/NOTIFY. */
export async function bridgeDeviceProgress(h: DbHandle, log: Logger): Promise<() => Promise<void>> {
  const sql = h.sql;
  if (h.driver !== "postgres" || !sql) return async () => {};
  const sub = await sql.listen(CHANNEL, (payload) => {
    try {
      const wire = JSON.parse(payload) as [number, number | null, number][];
      emitter.emit(
        "progress",
        wire.map(([deviceId, at, anomalies]) => ({
          deviceId,
          lastReadingAt: at === null ? null : new Date(at),
          anomalies,
        })),
      );
    } catch (e) {
      log.warn({ err: e }, "bad device progress notification");
    }
  });
  // On the main pool: the raw client's few connections are held by ingest transactions, and a
  // notification queued behind them would reach the subscribers only after the whole queue.
  notify = async (payload) => {
    await h.db.execute(drizzleSql`select pg_notify(${CHANNEL}, ${payload})`);
  };
  return async () => {
    notify = null;
    await sub.unlisten();
  };
}
