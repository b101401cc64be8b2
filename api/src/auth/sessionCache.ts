import type { Principal } from "../context";
import { onAccessInvalidated, type AccessChange } from "../live/access";

/**
 * Signed-in principals kept in memory, so that a request with a session cookie does not read the
 * session, account, organisation and role from the database every time (four queries before).
 *
 * Correctness rests on invalidation, not on the lifetime: every change that can narrow or end a
 * session's access (logout, password change or reset, account disabled or edited, role grants, an
 * organisation's functions, status or place in the tree) is published as an access change; this process
 * drops the affected entries before the change's mutation answers, and every other API process when the
 * change arrives on the bus (live/access.ts). The lifetime bounds what nothing publishes (a renamed
 * account's name) and a notification lost while a bus connection was down.
 *
 * Idle expiry keeps sliding without a write per request: the entry remembers when the session was last
 * written as seen, the request that finds it older than `touchEveryMs` writes it again (session.ts), and
 * an entry idle past the limit is read again from the database, where another process may have moved it.
 */
export const CACHE_LIFETIME_MS = 30_000;
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  principal: Principal;
  /** When the session was last written as seen (ms since the epoch). */
  lastSeenAt: number;
  /** The session's absolute expiry (ms since the epoch). */
  expiresAt: number;
  loadedAt: number;
}

const entries = new Map<string, CachedSession>();
/** Moves on with every invalidation: a load that began before one is not kept. */
let generation = 0;

export function cachedSession(tokenHash: string, now: number): CachedSession | undefined {
  const e = entries.get(tokenHash);
  if (!e) return undefined;
  if (now - e.loadedAt >= CACHE_LIFETIME_MS || now >= e.expiresAt) {
    entries.delete(tokenHash);
    return undefined;
  }
  return e;
}

/** The generation to hand back to `keepSession` with what a load found. */
export function sessionGeneration(): number {
  return generation;
}

/** Keeps a loaded session, unless an access change came in while it was being read. */
export function keepSession(tokenHash: string, entry: CachedSession, loadedInGeneration: number): void {
  if (loadedInGeneration !== generation) return;
  if (entries.size >= MAX_ENTRIES) {
    // The oldest insertion goes first (a Map keeps insertion order).
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(tokenHash, entry);
}

export function forgetSession(tokenHash: string): void {
  entries.delete(tokenHash);
}

/** Whether an access change touches a cached principal: its session, account, role or organisation. */
function touches(change: AccessChange, p: Principal): boolean {
  return Boolean(
    change.endedSessionIds?.includes(p.sessionId) ||
    change.renewedSessionIds?.includes(p.sessionId) ||
    change.accountIds?.includes(p.accountId) ||
    change.roleIds?.includes(p.roleId) ||
    // An organisation's change reaches the accounts of its whole subtree (a move rewrites their paths).
    change.orgIds?.some((id) => p.orgId === id || p.orgPath.includes(`/${id}/`)),
  );
}

/** Drops the principals an access change touches, made here or on another process. */
function invalidateSessions(change: AccessChange): void {
  generation++;
  for (const [hash, e] of entries) if (touches(change, e.principal)) entries.delete(hash);
}
onAccessInvalidated(invalidateSessions);

/**
 * Forgets every cached principal: for tests that change sessions, accounts or organisations in the
 * database directly, behind the services that publish the change.
 */
export function forgetCachedSessions(): void {
  generation++;
  entries.clear();
}
