import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { appUpgrades } from "./appUpgrades";
import { devices } from "./devices";
import { upgradePackages } from "./upgradePackages";

/**
 * What device apps report about the upgrades they were offered (POST /device/v1/updates/:id/outcome
 * for an app upgrade, POST /device/v1/packages/:id/outcome for a software package or firmware image):
 * DOWNLOADED, INSTALLED or FAILED (with the app's reason, which it may give for the others too), once
 * per device, upgrade and outcome (a repeated report changes nothing). Each row is of exactly one app
 * upgrade or one package. `version` is the app's version number when it reported. Counted per app
 * upgrade on its GraphQL type, and per package for its rollout (api/src/modules/rollout).
 */
export const upgradeOutcomes = pgTable(
  "upgrade_outcomes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    appUpgradeId: integer("app_upgrade_id").references(() => appUpgrades.id, { onDelete: "cascade" }),
    // No cascade: a package that devices reported on is in use and is not deleted (upgradePackage.inUse).
    packageId: integer("package_id").references(() => upgradePackages.id),
    outcome: varchar("outcome", { length: 16 }).notNull(),
    reason: varchar("reason", { length: 500 }),
    version: integer("version").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("upgrade_outcomes_once_idx").on(t.deviceId, t.appUpgradeId, t.outcome),
    index("upgrade_outcomes_upgrade_idx").on(t.appUpgradeId, t.outcome),
    uniqueIndex("upgrade_outcomes_package_once_idx").on(t.deviceId, t.packageId, t.outcome),
    index("upgrade_outcomes_package_idx").on(t.packageId, t.outcome, t.at),
    check("upgrade_outcomes_one_target_chk", sql`(${t.appUpgradeId} is null) <> (${t.packageId} is null)`),
    check("upgrade_outcomes_outcome_chk", sql`${t.outcome} in ('DOWNLOADED', 'INSTALLED', 'FAILED')`),
    check("upgrade_outcomes_reason_chk", sql`${t.outcome} <> 'FAILED' or ${t.reason} is not null`),
    check("upgrade_outcomes_version_chk", sql`${t.version} >= 0`),
  ],
);
