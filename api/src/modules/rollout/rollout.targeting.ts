import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Who a rollout reaches (issue 11.6), as pure rules shared by the device update API and the figures.
 * A device's bucket is a hash of its SN (upper-cased) into 0..99: a rollout at `percent` reaches the
 * buckets below it, so widening from 10 to 30 keeps every device of the first 10 and adds others.
 */

export const ROLLOUT_STATES = ["DRAFT", "RUNNING", "PAUSED", "HALTED", "COMPLETED"] as const;
export type RolloutStateName = (typeof ROLLOUT_STATES)[number];

/** A rollout as targeting sees it. */
export interface RolloutTarget {
  state: RolloutStateName;
  percent: number;
  /** The organisations named; empty: every organisation. */
  orgIds: readonly number[];
}

/** A device as targeting sees it. */
export interface TargetDevice {
  sn: string;
  orgId: number;
}

/** The device's bucket, 0..99: the first 28 bits of MD5(upper(SN)) modulo 100 (snBucketSql in SQL). */
export function snBucket(sn: string): number {
  const hex = createHash("md5").update(sn.toUpperCase(), "utf8").digest("hex");
  return parseInt(hex.slice(0, 7), 16) % 100;
}

/** The same bucket computed by the database, for counting a rollout's target. */
export const snBucketSql = (snCol: AnyPgColumn): SQL<number> =>
  sql<number>`((('x' || substr(md5(upper(${snCol})), 1, 7))::bit(28)::int) % 100)`;

/** Whether the device is in the rollout's target (whatever its state). */
export function inTarget(r: RolloutTarget, d: TargetDevice): boolean {
  if (r.orgIds.length && !r.orgIds.includes(d.orgId)) return false;
  return snBucket(d.sn) < r.percent;
}

/**
 * Whether a package is offered to the device: with no rollout, to every device of its product (as
 * before rollouts existed); RUNNING, to its target; COMPLETED, to everyone; DRAFT, PAUSED and HALTED,
 * to no one (a halted package is no longer a valid version, so a lower one may apply instead).
 */
export function offeredTo(r: RolloutTarget | null, d: TargetDevice): boolean {
  if (!r) return true;
  if (r.state === "COMPLETED") return true;
  return r.state === "RUNNING" && inTarget(r, d);
}

/** Whether `next` reaches every device `prev` reached (and more): what widening requires. */
export function widens(prev: Omit<RolloutTarget, "state">, next: Omit<RolloutTarget, "state">): boolean {
  const orgsKept =
    prev.orgIds.length === 0
      ? next.orgIds.length === 0
      : next.orgIds.length === 0 || prev.orgIds.every((o) => next.orgIds.includes(o));
  const more =
    next.percent > prev.percent ||
    (prev.orgIds.length > 0 && (next.orgIds.length === 0 || next.orgIds.length > prev.orgIds.length));
  return orgsKept && next.percent >= prev.percent && more;
}
