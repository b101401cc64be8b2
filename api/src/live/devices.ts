import { EventEmitter } from "node:events";
import type { BulkTx, Db, DbHandle } from "@cgm/db";
import type { Logger } from "pino";
import type { DeviceProgress } from "../ingest/service";
import { PAYLOAD_LIMIT, type Bus } from "./bus";

/**
 * "Device X has new data up to t" after an ingest commit: ids and times only, never health data.
 * Within a process an EventEmitter; across processes the bus (NOTIFY or Redis) wakes the others
 * (bridge below). Subscriptions then load what changed under the subscriber's own scope.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);
const CHANNEL = "cgm_device_progress";

/** [device id, latest reading (epoch ms) or null, anomalies, earliest anomaly (epoch ms) or null] */
type Wire = [number, number | null, number, number | null][];

/** The bus carrying progress between processes; null when in-process only. */
let bridge: Bus | null = null;

/** The progress as bus payloads, each under the size limit. */
export function progressPayloads(progress: DeviceProgress[]): string[] {
  const payloads: string[] = [];
  let part: Wire = [];
  let size = 2;
  for (const p of progress) {
    const item: Wire[number] = [
      p.deviceId,
      p.lastReadingAt?.getTime() ?? null,
      p.anomalies,
      p.anomaliesFrom?.getTime() ?? null,
    ];
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
    for (const payload of progressPayloads(progress)) void bridge.publish(CHANNEL, payload);
    publishLocalReadings(progress, origin);
  } else emitter.emit("progress", progress, origin);
}

/**
 * After a commit whose announcement went with it: the readings this process just stored, handed straight to
 * its own subscribers of `origin`'s database (no query, no wait for the notification to come back).
 */
export function publishLocalReadings(progress: DeviceProgress[], origin?: Db): void {
  const local = progress.filter((p) => p.readings);
  if (local.length && origin) emitter.emit("progress", local, origin);
}

/**
 * Inside the ingest transaction: when the bus is `h`'s own NOTIFY, sends the announcement with the
 * COMMIT; PostgreSQL delivers it at commit and never after a rollback, and no round trip follows the
 * commit. Returns false when the caller must publish after the commit.
 */
export function announceInTransaction(h: DbHandle, tx: BulkTx, progress: DeviceProgress[]): boolean {
  if (bridge?.kind !== "postgres") return false;
  const bus = bridge;
  return progressPayloads(progress).every((payload) => bus.publishAtCommit(h, tx, CHANNEL, payload));
}

export function onDeviceProgress(listener: (progress: DeviceProgress[], origin?: Db) => void): () => void {
  emitter.on("progress", listener);
  return () => emitter.off("progress", listener);
}

/** Carries progress events between API processes over the bus (none: this process only). */
export async function bridgeDeviceProgress(bus: Bus | null, log: Logger): Promise<() => Promise<void>> {
  if (!bus) return async () => {};
  const stop = await bus.listen(CHANNEL, (payload) => {
    try {
      const wire = JSON.parse(payload) as Wire;
      emitter.emit(
        "progress",
        wire.map(([deviceId, at, anomalies, from]) => ({
          deviceId,
          lastReadingAt: at === null ? null : new Date(at),
          anomalies,
          ...(typeof from === "number" ? { anomaliesFrom: new Date(from) } : {}),
        })),
      );
    } catch (e) {
      log.warn({ err: e }, "bad device progress notification");
    }
  });
  bridge = bus;
  return async () => {
    if (bridge === bus) bridge = null;
    await stop();
  };
}
