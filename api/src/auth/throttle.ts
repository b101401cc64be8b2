import ipaddr from "ipaddr.js";
import { and, eq, lt, or, isNull, sql } from "drizzle-orm";
import { loginFailures, type Db } from "@cgm/db";

/**
 * Sign-in limits, each a window of `minutes` that locks for `minutes` once `attempts` are used:
 * - pair: one account name from one client address (the everyday lockout: a burst from one place fails);
 * - address: any names from one client address (caps what unknown names can write);
 * - account: one name from anywhere, higher, so a spread-out brute force still fails while a few wrong
 *   tries elsewhere do not lock the owner out.
 */
export const LOGIN_LIMITS = {
  pair: { attempts: 5, minutes: 15 },
  address: { attempts: 30, minutes: 15 },
  account: { attempts: 50, minutes: 15 },
} as const;

/** Marks the "any" side of a counter: every client address, or every account name. */
const ANY_CLIENT = "*";
const ANY_ACCOUNT = "";

type Limit = { attempts: number; minutes: number };

/**
 * The client address as counted: IPv4 (an IPv4-mapped IPv6 address too) as is, IPv6 by its /64, which
 * one household or host usually holds whole.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.slice(0, 64) || "unknown";
  const addr = ipaddr.process(ip);
  if (addr.kind() === "ipv4") return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}

/**
 * Takes one attempt from a counter in a single statement: the attempts used in the window, or null
 * when it is locked. The attempt that reaches the limit still goes through and sets the lock; parallel
 * attempts queue on the row, so no more than `attempts` pass in a window.
 */
async function take(db: Db, accountName: string, client: string, limit: Limit): Promise<number | null> {
  const t = loginFailures;
  const lockEnd = sql`now() + make_interval(mins => ${limit.minutes})`;
  // A new window once the last one is over, or its lock has passed.
  const fresh = sql`(${t.firstFailureAt} <= now() - make_interval(mins => ${limit.minutes}) or ${t.lockedUntil} <= now())`;
  const next = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
  const rows = await db
    .insert(t)
    .values({
      accountName,
      client,
      failures: 1,
      firstFailureAt: sql`now()`,
      lastFailureAt: sql`now()`,
      lockedUntil: limit.attempts <= 1 ? lockEnd : null,
    })
    .onConflictDoUpdate({
      target: [t.accountName, t.client],
      set: {
        failures: next,
        firstFailureAt: sql`case when ${fresh} then now() else ${t.firstFailureAt} end`,
        lastFailureAt: sql`now()`,
        lockedUntil: sql`case when ${next} >= ${limit.attempts} then ${lockEnd} else null end`,
      },
      setWhere: or(isNull(t.lockedUntil), sql`${t.lockedUntil} <= now()`),
    })
    .returning({ failures: t.failures });
  return rows[0]?.failures ?? null;
}

/** A sign-in attempt's place in the counters, taken before its password is checked. */
export interface Attempt {
  /** False: a counter is locked, and the password must not be checked. */
  allowed: boolean;
  /** This attempt set a lock on the pair or the account (audit it once). */
  lockedNow: boolean;
}

/**
 * Takes an attempt from the address, pair and account counters in that order: a locked address writes
 * nothing more, and an attempt refused at its pair does not count against the account (one address
 * cannot lock the owner out from elsewhere).
 */
export async function takeAttempt(db: Db, name: string, ip: string): Promise<Attempt> {
  const client = clientKey(ip);
  const steps: [string, string, Limit][] = [
    [ANY_ACCOUNT, client, LOGIN_LIMITS.address],
    [name, client, LOGIN_LIMITS.pair],
    [name, ANY_CLIENT, LOGIN_LIMITS.account],
  ];
  let lockedNow = false;
  for (const [accountName, c, limit] of steps) {
    const used = await take(db, accountName, c, limit);
    if (used === null) return { allowed: false, lockedNow: false };
    if (used === limit.attempts && accountName !== ANY_ACCOUNT) lockedNow = true;
  }
  return { allowed: true, lockedNow };
}

/**
 * After a successful sign-in: the name's counters end (the owner has shown the password), and the
 * address gets its attempt back, so a busy shared address is not held to its successes.
 */
export async function releaseAttempt(db: Db, name: string, ip: string): Promise<void> {
  const client = clientKey(ip);
  const t = loginFailures;
  await db.delete(t).where(and(eq(t.accountName, name), or(eq(t.client, client), eq(t.client, ANY_CLIENT))));
  await db
    .update(t)
    .set({
      failures: sql`greatest(${t.failures} - 1, 0)`,
      lockedUntil: sql`case when ${t.failures} - 1 < ${LOGIN_LIMITS.address.attempts} then null else ${t.lockedUntil} end`,
    })
    .where(and(eq(t.accountName, ANY_ACCOUNT), eq(t.client, client)));
}

/** Forgets counters whose window and lock are long over. */
export async function pruneAttempts(db: Db): Promise<void> {
  const t = loginFailures;
  const longest = Math.max(...Object.values(LOGIN_LIMITS).map((l) => l.minutes));
  await db
    .delete(t)
    .where(
      and(
        lt(t.lastFailureAt, sql`now() - make_interval(mins => ${2 * longest})`),
        or(isNull(t.lockedUntil), sql`${t.lockedUntil} <= now()`),
      ),
    );
}
