import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./common";
import { menus } from "./roles";

/**
 * Organisation tree. `path` is the materialised path of ids ("/1/4/9/"), so "an organisation and its
 * sub-organisations" is one indexed prefix query.
 */
export const organisations = pgTable(
  "organisations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer("parent_id").references((): AnyPgColumn => organisations.id),
    path: text("path").notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    number: varchar("number", { length: 32 }).notNull().unique(),
    director: varchar("director", { length: 100 }).notNull(),
    contact: varchar("contact", { length: 100 }).notNull(),
    contactPhone: varchar("contact_phone", { length: 32 }).notNull(),
    emails: text("emails").notNull().default(""),
    label: varchar("label", { length: 50 }),
    status: varchar("status", { length: 16 }).notNull().default("ACTIVE"),
    erpNumber: varchar("erp_number", { length: 64 }),
    callbackUrl: varchar("callback_url", { length: 500 }),
    erpKeyHash: text("erp_key_hash"),
    erpKeyCreatedAt: timestamp("erp_key_created_at", { withTimezone: true }),
    /**
     * The account that made the current key: the key reads at most what that account can see now, and
     * stops working when it is disabled or deleted (no foreign key: a deleted maker leaves a dead key).
     */
    erpKeyCreatedBy: integer("erp_key_created_by"),
    /** Whether the function setup (organisation_menus) limits the accounts; false: no restriction. */
    functionsRestricted: boolean("functions_restricted").notNull().default(false),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("organisations_path_idx").using("btree", t.path.op("text_pattern_ops")),
    index("organisations_parent_idx").on(t.parentId),
    check("organisations_status_chk", sql`${t.status} in ('ACTIVE', 'DISABLED')`),
  ],
);

/**
 * "Function setup": the console functions (menu ids) an organisation's accounts may use at all, when
 * `organisations.functions_restricted` is set: then an account's effective codes are its role's codes
 * within this set, and an empty set allows nothing. Unrestricted organisations have no rows here.
 */
export const organisationMenus = pgTable(
  "organisation_menus",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.menuId] })],
);
