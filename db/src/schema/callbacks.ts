import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./common";
import { organisations } from "./organisations";

/**
 * The callback outbox and its delivery log (api/src/modules/callback): one row per event and receiving
 * organisation, written in the same transaction as the change it reports (an anomaly stored, a device
 * first used or moved, a log file uploaded, an upgrade outcome). The organisation of the device and
 * every ancestor organisation with a callback URL each get a row: a partner sees its whole subtree.
 * API processes claim due PENDING rows with FOR UPDATE SKIP LOCKED and `locked_until` (a lease), one at
 * a time per organisation and device (a later event waits for the earlier one), and POST them signed in
 * the Standard Webhooks form. A row ends DELIVERED, or FAILED once the retry schedule is spent; a resend
 * is a new row with the same `message_id` (the webhook-id the receiver deduplicates on).
 */
export const callbackDeliveries = pgTable(
  "callback_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    /** The device the event is about (its events go out in order); null for a test event. No foreign key: the log outlives a device. */
    deviceId: integer("device_id"),
    /** The webhook-id header ("msg_..."): the same on every attempt and on a resend. */
    messageId: varchar("message_id", { length: 40 }).notNull(),
    eventType: varchar("event_type", { length: 40 }).notNull(),
    /** The JSON body sent: { type, timestamp, data }. */
    payload: jsonb("payload").notNull(),
    status: varchar("status", { length: 16 }).notNull().default("PENDING"),
    /** Attempts made (the next one's place in the retry schedule). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While an attempt runs: the process that claimed it owns it until then. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The HTTP status of the last attempt that got an answer. */
    lastStatus: integer("last_status"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The delivery this one resends (an operator's "Resend"). */
    resendOf: integer("resend_of"),
    createdAt: createdAt(),
  },
  (t) => [
    index("callback_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index("callback_deliveries_device_idx")
      .on(t.orgId, t.deviceId, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    index("callback_deliveries_org_idx").on(t.orgId, t.id),
    check("callback_deliveries_status_chk", sql`${t.status} in ('PENDING', 'DELIVERED', 'FAILED')`),
  ],
);

/**
 * Each organisation's signing secret ("whsec_" + base64 of 32 random bytes). The sender needs the
 * secret itself to sign, so it is kept as it is; the console shows it once, when it is made.
 */
export const callbackSecrets = pgTable("callback_secrets", {
  orgId: integer("org_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  secret: varchar("secret", { length: 80 }).notNull(),
  createdAt: createdAt(),
  createdBy: integer("created_by"),
});
