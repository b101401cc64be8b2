import { EventEmitter } from "node:events";
import { sql as drizzleSql } from "drizzle-orm";
import type { DbHandle } from "@cgm/db";
import type { Logger } from "pino";
import type { Principal } from "../context";

/**
 * "Access changed" events: a role's grants, an account's role, scope or status, or an organisation's
 * functions changed. Open consoles of the affected accounts reload their menus and buttons (the
 * `accessChanged` subscription), and their WebSocket connections are checked again (live/ws.ts). Ids
 * only, never data. Across API processes on one PostgreSQL they travel by NOTIFY (bridge below).
 */
export interface AccessChange {
  roleIds?: number[];
  accountIds?: number[];
  orgIds?: number[];
}

const emitter = new EventEmitter();
emitter.setMaxListeners(0);
const CHANNEL = "cgm_access_changed";

let notify: ((payload: string) => Promise<void>) | null = null;

/** After the change is committed: to every process through the bridge, else to this one. */
export function publishAccessChanged(change: AccessChange): void {
  if (notify) void notify(JSON.stringify(change));
  else emitter.emit("change", change);
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
    change.orgIds?.includes(p.orgId),
  );
}

const ids = (v: unknown): number[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)).slice(0, 10_000) : undefined;

/** On a server database, carries access changes between API processes with LISTEN/NOTIFY. */
export async function bridgeAccessChanges(h: DbHandle, log: Logger): Promise<() => Promise<void>> {
  const sql = h.sql;
  if (h.driver !== "postgres" || !sql) return async () => {};
  const sub = await sql.listen(CHANNEL, (payload) => {
    try {
      const raw = JSON.parse(payload) as Record<string, unknown>;
      emitter.emit("change", {
        roleIds: ids(raw.roleIds),
        accountIds: ids(raw.accountIds),
        orgIds: ids(raw.orgIds),
      });
    } catch (e) {
      log.warn({ err: e }, "bad access change notification");
    }
  });
  const mine = async (payload: string) => {
    await h.db.execute(drizzleSql`select pg_notify(${CHANNEL}, ${payload})`);
  };
  notify = mine;
  return async () => {
    if (notify === mine) notify = null;
    await sub.unlisten();
  };
}
