import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@cgm/db";

/** A package's figures (RolloutFigures on the API). */
export interface Figures {
  downloaded: number;
  installed: number;
  failed: number;
  attempted: number;
  failureRate: number | null;
  anomalyRateUpgraded: number | null;
  notUpgraded: number;
  anomalyRateNotUpgraded: number | null;
}

type Exec = Pick<Db, "execute">;
const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? (r as T[]) : (r as { rows: T[] }).rows);
const num = (v: unknown) => (v == null ? 0 : Number(v));

/**
 * The figures of a package among the devices `deviceCond` admits (SQL over the devices table;
 * `true` for all, the caller's data scope otherwise):
 * - outcomes: devices that downloaded, installed, failed; attempted = installed or failed; failure
 *   rate = failed / attempted;
 * - upgraded anomaly rate: anomaly events of each installing device from its INSTALLED report to 24
 *   hours later, per installed device;
 * - not-upgraded anomaly rate: anomaly events of the devices of the same product that have not
 *   installed it, from the first install to 24 hours after the last, per device per day of that
 *   period elapsed so far (less than a day counts as one day).
 */
export async function packageFigures(db: Exec, packageId: number, deviceCond: SQL): Promise<Figures> {
  const [o] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT count(DISTINCT o.device_id) FILTER (WHERE o.outcome IN ('INSTALLED', 'FAILED')) AS attempted,
        count(*) FILTER (WHERE o.outcome = 'INSTALLED') AS installed,
        count(*) FILTER (WHERE o.outcome = 'FAILED') AS failed,
        count(*) FILTER (WHERE o.outcome = 'DOWNLOADED') AS downloaded,
        (SELECT count(*) FROM upgrade_outcomes i JOIN devices ON devices.id = i.device_id
           JOIN anomaly_events e ON e.device_id = i.device_id AND e.ts >= i.at AND e.ts < i.at + interval '24 hours'
           WHERE i.package_id = ${packageId} AND i.outcome = 'INSTALLED' AND ${deviceCond}) AS upgraded_events
      FROM upgrade_outcomes o JOIN devices ON devices.id = o.device_id
      WHERE o.package_id = ${packageId} AND ${deviceCond}`),
  );
  const [b] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      WITH p AS (
        SELECT min(at) AS start_at, max(at) + interval '24 hours' AS end_at
        FROM upgrade_outcomes WHERE package_id = ${packageId} AND outcome = 'INSTALLED'),
      others AS (
        SELECT devices.id FROM devices, upgrade_packages up
        WHERE up.id = ${packageId} AND lower(devices.goods_code) = lower(up.product_code) AND ${deviceCond}
          AND NOT EXISTS (SELECT 1 FROM upgrade_outcomes x
            WHERE x.device_id = devices.id AND x.package_id = ${packageId} AND x.outcome = 'INSTALLED'))
      SELECT (SELECT count(*) FROM others) AS devices,
        (SELECT count(*) FROM anomaly_events e, p
          WHERE e.device_id IN (SELECT id FROM others) AND e.ts >= p.start_at AND e.ts < p.end_at) AS events,
        (SELECT greatest(1, extract(epoch FROM (least(now(), end_at) - start_at)) / 86400) FROM p) AS days`),
  );
  const attempted = num(o?.attempted);
  const installed = num(o?.installed);
  const notUpgraded = num(b?.devices);
  const days = b?.days == null ? null : Number(b.days);
  return {
    downloaded: num(o?.downloaded),
    installed,
    failed: num(o?.failed),
    attempted,
    failureRate: attempted ? num(o?.failed) / attempted : null,
    anomalyRateUpgraded: installed ? num(o?.upgraded_events) / installed : null,
    notUpgraded,
    anomalyRateNotUpgraded:
      installed && days !== null ? (notUpgraded ? num(b?.events) / notUpgraded / days : 0) : null,
  };
}

/** Thresholds as the automatic halt reads them. */
export interface Thresholds {
  maxFailureRate: number | null;
  maxAnomalyIncrease: number | null;
  minSample: number;
}

/**
 * Whether the figures halt a rollout: the failure rate once `minSample` devices attempted it, or the
 * upgraded devices' anomaly rate above the not-upgraded devices' by more than the threshold once
 * `minSample` devices installed it. Thresholds that are null are not checked.
 */
export function haltDecision(t: Thresholds, f: Figures): "FAILURE_RATE" | "ANOMALY_RATE" | null {
  if (t.maxFailureRate !== null && f.attempted >= t.minSample && (f.failureRate ?? 0) > t.maxFailureRate)
    return "FAILURE_RATE";
  if (
    t.maxAnomalyIncrease !== null &&
    f.installed >= t.minSample &&
    (f.anomalyRateUpgraded ?? 0) - (f.anomalyRateNotUpgraded ?? 0) > t.maxAnomalyIncrease
  )
    return "ANOMALY_RATE";
  return null;
}
