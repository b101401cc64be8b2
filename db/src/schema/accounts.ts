import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./common";
import { organisations } from "./organisations";
import { roles } from "./roles";

export const accounts = pgTable(
  "accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    account: varchar("account", { length: 50 }).notNull().unique(),
    name: varchar("name", { length: 50 }).notNull(),
    phone: varchar("phone", { length: 32 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    dataScope: varchar("data_scope", { length: 16 }).notNull().default("PERSONAL"),
    status: varchar("status", { length: 16 }).notNull().default("ACTIVE"),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accounts_org_idx").on(t.orgId),
    uniqueIndex("accounts_account_lower_idx").on(sql`lower(${t.account})`),
    index("accounts_role_idx").on(t.roleId),
    check("accounts_status_chk", sql`${t.status} in ('ACTIVE', 'DISABLED')`),
    check("accounts_scope_chk", sql`${t.dataScope} in ('PERSONAL', 'ORG', 'ORG_AND_SUB', 'CUSTOM', 'ALL')`),
  ],
);

/** The organisations of a customised data scope. */
export const accountScopeOrgs = pgTable(
  "account_scope_orgs",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.orgId] })],
);

/** Sign-in sessions: only a hash of the opaque cookie token is kept. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: varchar("ip", { length: 64 }),
    userAgent: varchar("user_agent", { length: 300 }),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

/**
 * Sign-in attempt counters, each a fixed window with a lock once it reaches its limit: per account name
 * (lower-cased, whether or not the account exists) and client address, per account name from anywhere
 * (client "*"), and per client address whatever the name (account name ""). A counter is taken before
 * the password is checked, in one conditional statement, so parallel attempts cannot pass it.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    accountName: varchar("account_name", { length: 50 }).notNull(),
    /** The client address (an IPv6 /64 prefix), or "*" for every address. */
    client: varchar("client", { length: 64 }).notNull().default("*"),
    failures: integer("failures").notNull().default(0),
    firstFailureAt: timestamp("first_failure_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountName, t.client] }),
    index("login_failures_last_idx").on(t.lastFailureAt),
  ],
);
