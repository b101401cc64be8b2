import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, updatedAt } from "./common";
import { storedFiles } from "./files";

/**
 * Software upgrade (kind SOFTWARE, icareSoft) and System upgrade (kind FIRMWARE, icareSystem): packages
 * offered to devices of a product code. The package is a stored file (its size and SHA-256 live in
 * stored_files). A version number is used once per kind and product code. Firmware rows also carry the
 * upgrade mode and the firmware version a device must run to take it (start) and will run after
 * (target); software rows have none of them. upgrade_type is an item code of the upgradeType dictionary.
 */
export const upgradePackages = pgTable(
  "upgrade_packages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar("kind", { length: 16 }).notNull(),
    upgradeContent: varchar("upgrade_content", { length: 500 }),
    productCode: varchar("product_code", { length: 50 }).notNull(),
    typeName: varchar("type_name", { length: 50 }),
    packageFileId: varchar("package_file_id", { length: 64 })
      .notNull()
      .references(() => storedFiles.id),
    versionNum: integer("version_num").notNull(),
    versionName: varchar("version_name", { length: 50 }).notNull(),
    upgradeType: varchar("upgrade_type", { length: 50 }).notNull(),
    upgradeMode: varchar("upgrade_mode", { length: 16 }),
    startVersion: varchar("start_version", { length: 50 }),
    targetVersion: varchar("target_version", { length: 50 }),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("upgrade_packages_product_version_idx").on(
      t.kind,
      sql`lower(${t.productCode})`,
      t.versionNum,
    ),
    index("upgrade_packages_kind_created_idx").on(t.kind, t.createdAt),
    check("upgrade_packages_kind_chk", sql`${t.kind} in ('SOFTWARE', 'FIRMWARE')`),
    check("upgrade_packages_version_num_chk", sql`${t.versionNum} > 0`),
    check(
      "upgrade_packages_firmware_chk",
      sql`case when ${t.kind} = 'FIRMWARE' then ${t.upgradeMode} in ('FULL', 'DIFFERENTIAL') and ${t.startVersion} is not null and ${t.targetVersion} is not null else ${t.upgradeMode} is null and ${t.startVersion} is null and ${t.targetVersion} is null end`,
    ),
  ],
);
