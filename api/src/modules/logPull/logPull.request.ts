import { randomBytes } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { devices, glucoseReadings, logPulls } from "@cgm/db";
import { LIMITS, MSG } from "@cgm/domain";
import type { Context } from "../../context";
import { audit } from "../../common/audit";
import { badInput } from "../../common/errors";
import { deviceScope } from "../../common/scope";
import { publishLogPull } from "./logPull.events";
import { scheduleExpiry } from "./logPull.expiry";
import { findPull } from "./logPull.service";
import type { LogPullOutcome } from "./logPull.types";

/** The periods a pull may ask for, in days (spec section 9). */
export const LOG_PULL_PERIODS = [1, 2, 3, 7] as const;
/** SNs one request may hold (a pasted list). */
export const MAX_SNS_PER_REQUEST = 100;
const DAY_MS = 86_400_000;

/**
 * One pull per SN given (trimmed; an SN given twice is asked once and then refused as pending):
 * validated (device.snRequired, validation.sn.length), looked up in the caller's data scope (outside
 * it or unknown: device.notFound), refused without readings in the period (logPull.noLogs) or while a
 * pull of the same device and period is retrieving (logPull.pending). Each pull is written with its
 * expiry job and its operation log entry in one transaction, and announced after the commit.
 */
export async function requestPulls(
  ctx: Context,
  sns: string[],
  periodDays: number,
): Promise<LogPullOutcome[]> {
  if (!(LOG_PULL_PERIODS as readonly number[]).includes(periodDays))
    throw badInput({ periodDays: MSG.range });
  if (sns.length === 0 || sns.length > MAX_SNS_PER_REQUEST) throw badInput({ sns: MSG.range });
  const p = ctx.principal!;
  const expiryMs = ctx.config.logPullExpiryMs;
  const out: LogPullOutcome[] = [];
  for (const raw of sns) {
    const sn = raw.trim();
    const refuse = (messageId: string) => out.push({ sn, pull: null, messageId });
    if (!sn) refuse("device.snRequired");
    else if (!(LIMITS.snLengths as readonly number[]).includes(sn.length)) refuse("validation.sn.length");
    else {
      const [device] = await ctx.db
        .select({ id: devices.id, sn: devices.sn })
        .from(devices)
        .where(and(eq(sql`upper(${devices.sn})`, sn.toUpperCase()), deviceScope(ctx.db, p)));
      if (!device) refuse("device.notFound");
      else {
        const since = new Date(Date.now() - periodDays * DAY_MS);
        const [reading] = await ctx.db
          .select({ one: sql<number>`1` })
          .from(glucoseReadings)
          .where(and(eq(glucoseReadings.deviceId, device.id), gte(glucoseReadings.ts, since)))
          .limit(1);
        if (!reading) refuse("logPull.noLogs");
        else {
          const id = await createPull(ctx, device, periodDays, expiryMs);
          if (id === null) refuse("logPull.pending");
          else {
            publishLogPull({ pullId: id, deviceId: device.id });
            out.push({ sn, pull: await findPull(ctx.db, p, id), messageId: null });
          }
        }
      }
    }
  }
  return out;
}

/** The pull, its expiry job and its log entry; null when one of the device and period is retrieving. */
async function createPull(
  ctx: Context,
  device: { id: number; sn: string },
  periodDays: number,
  expiryMs: number,
): Promise<number | null> {
  return ctx.db.transaction(async (tx) => {
    const expiresAt = new Date(Date.now() + expiryMs);
    const [row] = await tx
      .insert(logPulls)
      .values({
        commandId: randomBytes(16).toString("hex"),
        deviceId: device.id,
        sn: device.sn,
        periodDays,
        requestedBy: ctx.principal!.accountId,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning({ id: logPulls.id, commandId: logPulls.commandId });
    if (!row) return null;
    await scheduleExpiry(tx, row.id, expiresAt);
    await audit(ctx, tx, {
      action: "logPull.pull",
      entity: "logPull",
      entityId: row.id,
      entityName: device.sn,
      after: { sn: device.sn, periodDays, commandId: row.commandId },
    });
    return row.id;
  });
}
