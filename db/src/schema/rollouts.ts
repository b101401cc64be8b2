import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, updatedAt } from "./common";
import { organisations } from "./organisations";
import { upgradePackages } from "./upgradePackages";

/**
 * Staged rollout of a software package or firmware image (issue 11.6), at most one per package. The
 * target is the devices of the named organisations (rollout_organisations; none named: every
 * organisation) whose SN falls in the first `percent` of 100 buckets (a hash of the SN, so widening
 * keeps every device already in). DRAFT: offered to nobody; RUNNING: offered to the target; PAUSED:
 * offered to nobody new; HALTED (final): never offered again; COMPLETED: offered to every device.
 * Thresholds (null: not checked) are evaluated by the rollout job once `min_sample` devices count;
 * an automatic halt stores its reason and figures.
 */
export const rollouts = pgTable(
  "rollouts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer("package_id")
      .notNull()
      .references(() => upgradePackages.id),
    state: varchar("state", { length: 16 }).notNull().default("DRAFT"),
    percent: integer("percent").notNull(),
    maxFailureRate: real("max_failure_rate"),
    maxAnomalyIncrease: real("max_anomaly_increase"),
    minSample: integer("min_sample").notNull().default(10),
    startedAt: timestamp("started_at", { withTimezone: true }),
    haltedAt: timestamp("halted_at", { withTimezone: true }),
    haltReason: varchar("halt_reason", { length: 16 }),
    haltNote: varchar("halt_note", { length: 200 }),
    haltFigures: jsonb("halt_figures"),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("rollouts_package_idx").on(t.packageId),
    index("rollouts_state_idx").on(t.state),
    check("rollouts_state_chk", sql`${t.state} in ('DRAFT', 'RUNNING', 'PAUSED', 'HALTED', 'COMPLETED')`),
    check("rollouts_percent_chk", sql`${t.percent} between 1 and 100`),
    check(
      "rollouts_failure_rate_chk",
      sql`${t.maxFailureRate} is null or ${t.maxFailureRate} between 0 and 1`,
    ),
    check("rollouts_anomaly_chk", sql`${t.maxAnomalyIncrease} is null or ${t.maxAnomalyIncrease} >= 0`),
    check("rollouts_min_sample_chk", sql`${t.minSample} between 1 and 100000`),
    check(
      "rollouts_halt_chk",
      sql`(${t.state} = 'HALTED') = coalesce(${t.haltedAt} is not null and ${t.haltReason} in ('MANUAL', 'FAILURE_RATE', 'ANOMALY_RATE'), false)`,
    ),
  ],
);

/** The organisations a rollout targets (none: every organisation). */
export const rolloutOrganisations = pgTable(
  "rollout_organisations",
  {
    rolloutId: integer("rollout_id")
      .notNull()
      .references(() => rollouts.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.rolloutId, t.orgId] }),
    index("rollout_organisations_org_idx").on(t.orgId),
  ],
);
