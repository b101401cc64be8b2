import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, updatedAt } from "./common";
import { storedFiles } from "./files";

/**
 * App upgrade: versions of a device app offered for download per terminal type (an item code of the
 * terminalType dictionary). Icon and install package are stored files (their size and SHA-256 live in
 * stored_files). A version is VALID until it is set invalid, which records `disable_time` and is final:
 * an invalid version is never offered again and its number is never used again for that terminal type
 * (a device that installed it must be offered a higher one).
 */
export const appUpgrades = pgTable(
  "app_upgrades",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    appName: varchar("app_name", { length: 50 }).notNull(),
    upgradeContent: varchar("upgrade_content", { length: 500 }),
    iconFileId: varchar("icon_file_id", { length: 64 })
      .notNull()
      .references(() => storedFiles.id),
    packageFileId: varchar("package_file_id", { length: 64 })
      .notNull()
      .references(() => storedFiles.id),
    versionNum: integer("version_num").notNull(),
    versionName: varchar("version_name", { length: 50 }).notNull(),
    terminalType: varchar("terminal_type", { length: 50 }).notNull(),
    remark: varchar("remark", { length: 200 }),
    status: varchar("status", { length: 16 }).notNull().default("VALID"),
    disableTime: timestamp("disable_time", { withTimezone: true }),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("app_upgrades_terminal_version_idx").on(sql`lower(${t.terminalType})`, t.versionNum),
    index("app_upgrades_created_idx").on(t.createdAt),
    check("app_upgrades_status_chk", sql`${t.status} in ('VALID', 'INVALID')`),
    check("app_upgrades_disable_time_chk", sql`(${t.status} = 'VALID') = (${t.disableTime} is null)`),
    check("app_upgrades_version_num_chk", sql`${t.versionNum} > 0`),
  ],
);
