import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@cgm/db";

/**
 * The callback events (docs/partner-guide.md, "Callbacks", has the catalogue with example payloads).
 * Every body is `{ type, timestamp, data }`; `data` always holds the device's `sn` and its
 * `organisation` ({ id, number, erpNumber }), then the event's own fields.
 */
export const CALLBACK_EVENT_TYPES = [
  "anomaly.raised",
  "device.first_used",
  "device.moved",
  "log.available",
  "upgrade.outcome",
  "test",
] as const;
export type CallbackEventType = (typeof CALLBACK_EVENT_TYPES)[number];

/** A time as the ISO 8601 UTC text the payloads use ("2026-11-24T17:05:00.000Z"). */
export const isoSql = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The ids of an organisation's path ("/1/4/9/" -> {1,4,9}): itself and its ancestors. */
const chain = (path: string) => `string_to_array(trim(both '/' from ${path}), '/')::int[]`;

/**
 * The outbox INSERT for the events a query yields, as columns (device_id int, from_org int, event_type
 * text, at timestamptz, data jsonb): one row per event and organisation with a callback URL among the
 * device's organisation and its ancestors (a partner receives its whole subtree's events) and, for a
 * move, the former organisation and its ancestors too. Rows go in event time order, so a device's
 * events are delivered in the order they happened. Disabled organisations get nothing.
 */
export function outboxInsertSql(events: string): string {
  return `INSERT INTO callback_deliveries (org_id, device_id, message_id, event_type, payload)
    SELECT o.id, ev.device_id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ev.event_type,
      jsonb_build_object('type', ev.event_type, 'timestamp', ${isoSql("now()")}, 'data',
        jsonb_build_object('sn', d.sn, 'organisation',
          jsonb_build_object('id', dorg.id, 'number', dorg.number, 'erpNumber', dorg.erp_number)) || ev.data)
    FROM (${events}) AS ev
    JOIN devices d ON d.id = ev.device_id
    JOIN organisations dorg ON dorg.id = d.org_id
    LEFT JOIN organisations forg ON forg.id = ev.from_org
    JOIN organisations o ON o.id = ANY(${chain("dorg.path")} || coalesce(${chain("forg.path")}, '{}'))
    WHERE o.callback_url IS NOT NULL AND o.status = 'ACTIVE'
    ORDER BY ev.at, ev.device_id, o.id`;
}

/**
 * Ingest (ingest/first-statement.ts): the anomaly events a CTE inserted (RETURNING device_id, ts, kind,
 * detail) as callback events.
 */
export const anomalyEventsSql = (inserted: string) =>
  `SELECT device_id, NULL::int AS from_org, 'anomaly.raised'::text AS event_type, ts AS at,
     jsonb_build_object('ts', ${isoSql("ts")}, 'kind', kind, 'detail', detail) AS data FROM ${inserted}`;

/**
 * Ingest: devices whose first use the batch set, from the device update's RETURNING (id, first_use_at)
 * and the locking CTE's `unused` (first_use_at was null before).
 */
export const firstUseEventsSql = (updated: string, locked: string) =>
  `SELECT u.id AS device_id, NULL::int AS from_org, 'device.first_used'::text AS event_type,
     u.first_use_at AS at, jsonb_build_object('firstUseAt', ${isoSql("u.first_use_at")}) AS data
   FROM ${updated} u JOIN ${locked} l ON l.id = u.id WHERE l.unused AND u.first_use_at IS NOT NULL`;

export interface CallbackEvent {
  type: Exclude<CallbackEventType, "test">;
  deviceId: number;
  /** The event's own fields (the device's sn and organisation are added). */
  data: Record<string, unknown>;
  /** A move: the organisation the device left (its subtree's partners hear of it too). */
  fromOrgId?: number;
}

/** The outbox INSERT around one event's SELECT. */
const [HEAD, TAIL] = outboxInsertSql("@EVENTS@").split("@EVENTS@") as [string, string];

/**
 * Writes an event to the callback outbox, in the caller's transaction (`tx`): it is delivered exactly
 * when the change it reports commits. One statement; nothing when no organisation up the device's
 * tree has a callback URL.
 */
export async function enqueueCallback(tx: Pick<Db, "execute">, event: CallbackEvent): Promise<void> {
  await enqueueCallbacks(
    tx,
    sql`SELECT ${event.deviceId}::int AS device_id, ${event.fromOrgId ?? null}::int AS from_org,
      ${event.type}::text AS event_type, now() AS at, ${JSON.stringify(event.data)}::jsonb AS data`,
  );
}

/** Writes the events a query yields (the columns of `outboxInsertSql`) to the outbox, in one statement. */
export async function enqueueCallbacks(tx: Pick<Db, "execute">, events: SQL): Promise<void> {
  await tx.execute(sql`${sql.raw(HEAD)}${events}${sql.raw(TAIL)}`);
}

/** `log.available`: a device uploaded the log file of a log pull (logPull.device.ts). */
export const logData = (
  pull: { commandId: string; periodDays: number; fileId: string | null; uploadedAt: Date | null },
  sha256: string,
) => ({
  commandId: pull.commandId,
  periodDays: pull.periodDays,
  fileId: pull.fileId,
  sha256,
  uploadedAt: pull.uploadedAt?.toISOString() ?? null,
});

/** `upgrade.outcome`: a device reported DOWNLOADED, INSTALLED or FAILED (deviceUpdate/update.service.ts). */
export const outcomeData = (o: {
  appUpgradeId: number | null;
  packageId: number | null;
  outcome: string;
  reason: string | null;
  version: number;
  at: Date;
}) => ({
  appUpgradeId: o.appUpgradeId,
  packageId: o.packageId,
  outcome: o.outcome,
  reason: o.reason,
  version: o.version,
  at: o.at.toISOString(),
});
