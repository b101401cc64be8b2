import { EventEmitter } from "node:events";
import type { DeviceProgress } from "../ingest/service";

/**
 * "Device X has new data up to t" after an ingest commit: ids and times only, never health data.
 * Subscriptions load what changed under the subscriber's own scope.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export function publishDeviceProgress(progress: DeviceProgress[]): void {
  if (progress.length) emitter.emit("progress", progress);
}

export function onDeviceProgress(listener: (progress: DeviceProgress[]) => void): () => void {
  emitter.on("progress", listener);
  return () => emitter.off("progress", listener);
}
