import { EventEmitter } from "node:events";

/**
 * "Access changed" events: a role's grants, an account's role, scope or status, or an organisation's
 * functions changed. Open consoles of the affected accounts reload their menus and buttons (the
 * `accessChanged` subscription). Ids only, never data.
 */
export interface AccessChange {
  roleIds?: number[];
  accountIds?: number[];
  orgIds?: number[];
}

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export function publishAccessChanged(change: AccessChange): void {
  emitter.emit("change", change);
}

export function onAccessChanged(listener: (change: AccessChange) => void): () => void {
  emitter.on("change", listener);
  return () => emitter.off("change", listener);
}
