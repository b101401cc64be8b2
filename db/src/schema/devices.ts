import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./common";
import { organisations } from "./organisations";

/** CGM devices (spec section 3). Glucose values are stored in mmol/L. */
export const devices = pgTable(
  "devices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sn: varchar("sn", { length: 13 }).notNull().unique(),
    goodsCode: varchar("goods_code", { length: 32 }).notNull(),
    isSales: boolean("is_sales").notNull().default(false),
    canUseDay: integer("can_use_day").notNull().default(15),
    inventoryAt: timestamp("inventory_at", { withTimezone: true }).notNull().defaultNow(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    monitoringStartAt: timestamp("monitoring_start_at", { withTimezone: true }),
    lastMonitoringAt: timestamp("last_monitoring_at", { withTimezone: true }),
    wornDays: integer("worn_days").notNull().default(0),
    syncedTo: timestamp("synced_to", { withTimezone: true }),
    lastGlucose: real("last_glucose"),
    bluetoothState: varchar("bluetooth_state", { length: 16 }),
    appVersion: varchar("app_version", { length: 32 }),
    appSoftwareVersion: varchar("app_software_version", { length: 32 }),
    phonePlatform: varchar("phone_platform", { length: 16 }),
    phoneModel: varchar("phone_model", { length: 64 }),
    phoneSystemVersion: varchar("phone_system_version", { length: 32 }),
    firstUseAt: timestamp("first_use_at", { withTimezone: true }),
    lastUseAt: timestamp("last_use_at", { withTimezone: true }),
    // Pairing (api/src/auth/device.ts): the SHA-256 of the device token that alone writes this SN, when
    // and through which client (its client ID) under which of its secrets (its secret_generation) it
    // was paired: the token works only while that client exists, is enabled and has that secret.
    // Null token: never paired, or released by an operator.
    deviceTokenHash: text("device_token_hash"),
    pairedAt: timestamp("paired_at", { withTimezone: true }),
    pairedClient: varchar("paired_client", { length: 64 }),
    pairedClientGeneration: integer("paired_client_generation"),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("devices_org_idx").on(t.orgId),
    index("devices_inventory_idx").on(t.inventoryAt),
    // Registration finds an SN ignoring case (device.admin.ts); SNs are registered upper-cased.
    index("devices_sn_upper_idx").on(sql`upper(${t.sn})`),
    uniqueIndex("devices_device_token_hash_idx").on(t.deviceTokenHash),
  ],
);
