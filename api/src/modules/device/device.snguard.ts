import { inArray, sql } from "drizzle-orm";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { devices, type Db } from "@cgm/db";
import type { Context, Principal } from "../../context";
import { conflict } from "../../common/errors";
import { deviceScope } from "../../common/scope";

/**
 * Whether an SN is free is an answer about other organisations' devices, so it is rationed per account
 * (each SN checked costs a point: a 5,000-row import, previewed and committed, costs 10,000) and an SN
 * registered outside the caller's data scope gets the same generic refusal as any SN that cannot be
 * registered, never "already exists".
 */
export const SN_CHECKS = { points: 30_000, durationSeconds: 600 } as const;

/** One allowance per database the process serves (in production: one), kept in memory. */
const limiters = new WeakMap<object, RateLimiterMemory>();
function limiterOf(h: object): RateLimiterMemory {
  let l = limiters.get(h);
  if (!l) {
    l = new RateLimiterMemory({ points: SN_CHECKS.points, duration: SN_CHECKS.durationSeconds });
    limiters.set(h, l);
  }
  return l;
}

/** An SN the caller may not register, without saying whether or where it exists. */
export const snUnavailable = () => conflict("This SN cannot be registered", "device.snUnavailable");

/** Spends one SN check per distinct SN of the caller's allowance, or refuses when it is used up. */
export async function spendSnChecks(ctx: Pick<Context, "h">, p: Principal, sns: string[]): Promise<void> {
  const count = new Set(sns).size;
  if (!count) return;
  try {
    await limiterOf(ctx.h).consume(`${p.kind}:${p.accountId}`, count);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    const err = conflict("Too many SN checks; try again in a few minutes", "device.snChecksLimited");
    err.extensions.values = { minutes: Math.max(1, Math.ceil(e.msBeforeNext / 60_000)) };
    throw err;
  }
}

/**
 * For each given SN (upper-cased) that a device already holds, ignoring case: the message id to report,
 * "device.snTaken" when the caller can see that device, else the generic "device.snUnavailable".
 */
export async function takenSns(db: Db, p: Principal, sns: string[]): Promise<Map<string, string>> {
  if (!sns.length) return new Map();
  const rows = await db
    .select({ sn: devices.sn, visible: sql<boolean>`(${deviceScope(db, p)})` })
    .from(devices)
    .where(inArray(sql`upper(${devices.sn})`, sns));
  return new Map(
    rows.map((d) => [d.sn.toUpperCase(), d.visible === true ? "device.snTaken" : "device.snUnavailable"]),
  );
}
