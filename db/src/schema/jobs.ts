import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./common";

/**
 * Background work (api/src/jobs): a row per job, written in the same transaction as the change that
 * asks for it, run once at or after `run_at` by whichever API process claims it first (FOR UPDATE SKIP
 * LOCKED, then `locked_until` while it runs, so a process that died mid-run leaves it to another after
 * that time). A job that succeeds is deleted; one that fails is retried later until `max_attempts`,
 * then kept with its last error (`failed_at`).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The handler that runs it (api/src/jobs/registry.ts). */
    kind: varchar("kind", { length: 50 }).notNull(),
    payload: jsonb("payload").notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.failedAt} IS NULL`),
    check("jobs_attempts_chk", sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);
