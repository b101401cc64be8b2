import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { devices } from "./devices";
import { storedFiles } from "./files";

/**
 * App log pull: a request to a device's phone app for its log of the last 1, 2, 3 or 7 days. It is
 * RETRIEVING until the app uploads the file (UPLOADED), reports a failure (FAILED, with its reason), or
 * does not answer in time (EXPIRED, by a job). Only one RETRIEVING pull per device and period.
 * `command_id` is what the device app sees and answers (a random id, not the row id).
 */
export const logPulls = pgTable(
  "log_pulls",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    commandId: varchar("command_id", { length: 32 }).notNull().unique(),
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    /** The SN as registered when the pull was made. */
    sn: varchar("sn", { length: 13 }).notNull(),
    periodDays: integer("period_days").notNull(),
    status: varchar("status", { length: 16 }).notNull().default("RETRIEVING"),
    requestedBy: integer("requested_by").references(() => accounts.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the app fetched the command (first time). */
    retrievedAt: timestamp("retrieved_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failureReason: varchar("failure_reason", { length: 500 }),
    fileId: varchar("file_id", { length: 64 }).references(() => storedFiles.id),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("log_pulls_one_pending_idx")
      .on(t.deviceId, t.periodDays)
      .where(sql`${t.status} = 'RETRIEVING'`),
    index("log_pulls_requested_idx").on(t.requestedAt),
    index("log_pulls_device_idx").on(t.deviceId, t.requestedAt),
    check("log_pulls_status_chk", sql`${t.status} in ('RETRIEVING', 'UPLOADED', 'FAILED', 'EXPIRED')`),
    check("log_pulls_period_chk", sql`${t.periodDays} in (1, 2, 3, 7)`),
    check("log_pulls_file_chk", sql`(${t.status} = 'UPLOADED') = (${t.fileId} is not null)`),
  ],
);
