import { EventEmitter } from "node:events";
import type { Logger } from "pino";
import type { Bus } from "../../live/bus";

/**
 * "Log pull N of device D changed" after its change committed: ids only. In one process an
 * EventEmitter; across processes the bus (NOTIFY or Redis) carries it to every process, this one
 * included. Subscribers load the pull under their own scope.
 */
export interface LogPullEvent {
  pullId: number;
  deviceId: number;
}

const emitter = new EventEmitter();
emitter.setMaxListeners(0);
const CHANNEL = "cgm_log_pull";
let bridge: Bus | null = null;

export function publishLogPull(e: LogPullEvent): void {
  if (bridge) void bridge.publish(CHANNEL, JSON.stringify([e.pullId, e.deviceId]));
  else emitter.emit("change", e);
}

export function onLogPull(listener: (e: LogPullEvent) => void): () => void {
  emitter.on("change", listener);
  return () => emitter.off("change", listener);
}

/** Subscriptions listening in this process (tests wait for theirs to be in place). */
export const logPullListeners = () => emitter.listenerCount("change");

/** Carries log pull changes between API processes over the bus (none: this process only). */
export async function bridgeLogPulls(bus: Bus | null, log: Logger): Promise<() => Promise<void>> {
  if (!bus) return async () => {};
  const stop = await bus.listen(CHANNEL, (payload) => {
    try {
      const [pullId, deviceId] = JSON.parse(payload) as [number, number];
      if (Number.isInteger(pullId) && Number.isInteger(deviceId))
        emitter.emit("change", { pullId, deviceId });
    } catch (err) {
      log.warn({ err }, "bad log pull notification");
    }
  });
  bridge = bus;
  return async () => {
    if (bridge === bus) bridge = null;
    await stop();
  };
}
