import { EventEmitter } from "node:events";
import { sql as drizzleSql } from "drizzle-orm";
import type { BulkTx, Db, DbHandle } from "@cgm/db";
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
/** NOTIFY payloads must stay under 8000 bytes: larger batches are announced in several. */
const PAYLOAD_LIMIT = 7000;

type Wire = [number, number | null, number][];

/** The bridged database and how to notify on it outside a transaction; null when in-process only. */
let bridge: { h: DbHandle; notify: (payload: string) => Promise<void> } | null = null;

/** The progress as NOTIFY payloads, each under the size limit. */
export function progressPayloads(progress: DeviceProgress[]): string[] {
  const payloads: string[] = [];
  let part: Wire = [];
  let size = 2;
  for (const p of progress) {
    const item: Wire[number] = [p.deviceId, p.lastReadingAt?.getTime() ?? null, p.anomalies];
    const n = JSON.stringify(item).length + 1;
    if (part.length && size + n > PAYLOAD_LIMIT) {
      payloads.push(JSON.stringify(part));
      part = [];
      size = 2;
    }
    part.push(item);
    size += n;
  }
  if (part.length) payloads.push(JSON.stringify(part));
  return payloads;
}

/**
 * After a commit on `origin`: to every process through the bridge, or to this process's listeners.
 * Readings attached to the progress reach only this process's subscribers of `origin`'s database.
 */
export function publishDeviceProgress(progress: DeviceProgress[], origin?: Db): void {
  if (!progress.length) return;
  if (bridge) {
    // Everyone, this process included, hears it back through LISTEN.
    for (const payload of progressPayloads(progress)) void bridge.notify(payload);
    publishLocalReadings(progress, origin);
  } else emitter.emit("progress", progress, origin);
}

/**
 * After a commit whose NOTIFY went with it: the readings this process just stored, handed straight to
 * its own subscribers of `origin`'s database (no query, no wait for the notification to come back).
 */
export function publishLocalReadings(progress: DeviceProgress[], origin?: Db): void {
  const local = progress.filter((p) => p.readings);
  if (local.length && origin) emitter.emit("progress", local, origin);
}

/**
 * Inside the ingest transaction: when `h` is bridged, sends the NOTIFY with the COMMIT; PostgreSQL
 * delivers it at commit and never after a rollback, and no round trip follows the commit. Returns
 * false when the caller must publish after the commit.
 */
export function announceInTransaction(h: DbHandle, tx: BulkTx, progress: DeviceProgress[]): boolean {
  if (bridge?.h !== h) return false;
  for (const payload of progressPayloads(progress))
    tx.atCommit("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
  return true;
}

export function onDeviceProgress(listener: (progress: DeviceProgress[], origin?: Db) => void): () => void {
  emitter.on("progress", listener);
  return () => emitter.off("progress", listener);
}

/** On a server database, carries progress events between API processes with LISTEN/NOTIFY. */
export async function bridgeDeviceProgress(h: DbHandle, log: Logger): Promise<() => Promise<void>> {
  const sql = h.sql;
  if (h.driver !== "postgres" || !sql) return async () => {};
  const sub = await sql.listen(CHANNEL, (payload) => {
    try {
      const wire = JSON.parse(payload) as Wire;
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
  const mine = {
    h,
    // On the main pool: the raw client's connections are held by ingest transactions, and a
    // notification queued behind them would reach the subscribers only after the whole queue.
    notify: async (payload: string) => {
      await h.db.execute(drizzleSql`select pg_notify(${CHANNEL}, ${payload})`);
    },
  };
  bridge = mine;
  return async () => {
    if (bridge === mine) bridge = null;
    await sub.unlisten();
  };
}
