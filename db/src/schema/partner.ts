import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * The partner change feed (api/src/modules/partner/partner.sync.ts): one row per entity and organisation,
 * rewritten in place by triggers (migrations 0022, 0024) on every insert, update and delete of devices and
 * organisations, so the table holds at most one row per entity and organisation it has been in (and per
 * former ancestor it left, below). A device that moves leaves a tombstone (`deleted`) in its old
 * organisation. An organisation that moves to another parent leaves, for itself and every device of it,
 * a tombstone seen by the partners of the tree it left (`scopeOrgId`). Each write stamps the writing
 * transaction's id (`txid`, pg_current_xact_id) and a sequence number (`seq`); readers only return rows
 * of transactions older than their snapshot's xmin (all finished), in (txid, seq) order, so a cursor
 * never skips a row that commits later and never returns one twice.
 */
export const partnerChanges = pgTable(
  "partner_changes",
  {
    entity: varchar("entity", { length: 16 }).notNull(),
    entityId: integer("entity_id").notNull(),
    /** The organisation the entity is (or, for a tombstone, was) in; an organisation's own id. */
    orgId: integer("org_id").notNull(),
    /**
     * Whose partners see the row: those whose tree holds this organisation. It is `orgId`, except in the
     * tombstones an organisation move leaves: there the deepest former ancestor that is no longer one, and
     * the row is seen only by partners who no longer see `orgId` (api/src/modules/partner/partner.sync.ts).
     */
    scopeOrgId: integer("scope_org_id").notNull(),
    deleted: boolean("deleted").notNull(),
    txid: bigint("txid", { mode: "bigint" }).notNull(),
    seq: bigint("seq", { mode: "bigint" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId, t.orgId, t.scopeOrgId] }),
    index("partner_changes_order_idx").on(t.txid, t.seq),
    index("partner_changes_scope_idx").on(t.scopeOrgId, t.txid, t.seq),
    check("partner_changes_entity_chk", sql`${t.entity} in ('device', 'organisation')`),
  ],
);

/** Per-key request counters of partner keys (rate-limiter-flexible's Drizzle store): shared by every API process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
