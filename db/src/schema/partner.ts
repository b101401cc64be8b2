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
 * rewritten in place by triggers (migration 0020) on every insert, update and delete of devices and
 * organisations, so the table holds at most one row per entity and organisation it has been in. A device
 * that moves leaves a tombstone (`deleted`) in its old organisation. Each write stamps the writing
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
    deleted: boolean("deleted").notNull(),
    txid: bigint("txid", { mode: "bigint" }).notNull(),
    seq: bigint("seq", { mode: "bigint" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId, t.orgId] }),
    index("partner_changes_order_idx").on(t.txid, t.seq),
    index("partner_changes_org_idx").on(t.orgId, t.txid, t.seq),
    check("partner_changes_entity_chk", sql`${t.entity} in ('device', 'organisation')`),
  ],
);

/** Per-key request counters of partner keys (rate-limiter-flexible's Drizzle store): shared by every API process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});
