import { EventEmitter } from "node:events";
import type { Logger } from "pino";
import type { Principal } from "../context";
import type { Bus } from "./bus";

/**
 * "Access changed" events: a role's grants, an account's role, scope or status, or an organisation's
 * functions changed. Open consoles of the affected accounts reload their menus and buttons (the
 * `accessChanged` subscription), and their WebSocket connections are checked again (live/ws.ts). Ids
 * only, never data. Across API processes they travel on the bus, NOTIFY or Redis (bridge below).
 */
export interface AccessChange {
  roleIds?: number[];
  accountIds?: number[];
  orgIds?: number[];
  /** Sessions that have ended (logout, another browser's password change): their connections close at once. */
  endedSessionIds?: number[];
  /**
   * Sessions this browser has replaced with a new one (its own password change): their connections close
   * at once, and the client reconnects with its new cookie.
   */
  renewedSessionIds?: number[];
}

const emitter = new EventEmitter();
emitter.setMaxListeners(0);
const CHANNEL = "cgm_access_changed";

let bridge: Bus | null = null;

/** After the change is committed: to every process through the bridge, else to this one. */
export function publishAccessChanged(change: AccessChange): void {
  // Caches of access (auth/sessionCache.ts) drop what it touches before the caller answers.
  emitter.emit("invalidate", change);
  if (!bridge) {
    emitter.emit("change", change);
    return;
  }
  void bridge.publish(CHANNEL, JSON.stringify(change));
  // Ended sessions close here before the caller answers, not when the notification comes back.
  if (change.endedSessionIds?.length || change.renewedSessionIds?.length) {
    emitter.emit("change", {
      endedSessionIds: change.endedSessionIds,
      renewedSessionIds: change.renewedSessionIds,
    });
  }
}

/**
 * Every access change, at once: those published by this process (before the publisher goes on) and those
 * arriving from the bus. For caches of access; a change can come twice.
 */
export function onAccessInvalidated(listener: (change: AccessChange) => void): () => void {
  emitter.on("invalidate", listener);
  return () => emitter.off("invalidate", listener);
}

export function onAccessChanged(listener: (change: AccessChange) => void): () => void {
  emitter.on("change", listener);
  return () => emitter.off("change", listener);
}

/** Whether a change touches a principal's role, account or organisation. */
export function affects(change: AccessChange, p: Principal): boolean {
  return Boolean(
    change.roleIds?.includes(p.roleId) ||
    change.accountIds?.includes(p.accountId) ||
    change.orgIds?.includes(p.orgId) ||
    (p.keyOrg && change.orgIds?.includes(p.keyOrg.id)),
  );
}

const ids = (v: unknown): number[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)).slice(0, 10_000) : undefined;

/** Carries access changes between API processes over the bus (none: this process only). */
export async function bridgeAccessChanges(bus: Bus | null, log: Logger): Promise<() => Promise<void>> {
  if (!bus) return async () => {};
  const stop = await bus.listen(CHANNEL, (payload) => {
    try {
      const raw = JSON.parse(payload) as Record<string, unknown>;
      const change: AccessChange = {
        roleIds: ids(raw.roleIds),
        accountIds: ids(raw.accountIds),
        orgIds: ids(raw.orgIds),
        endedSessionIds: ids(raw.endedSessionIds),
        renewedSessionIds: ids(raw.renewedSessionIds),
      };
      emitter.emit("invalidate", change);
      emitter.emit("change", change);
    } catch (e) {
      log.warn({ err: e }, "bad access change notification");
    }
  });
  bridge = bus;
  return async () => {
    if (bridge === bus) bridge = null;
    await stop();
  };
}
