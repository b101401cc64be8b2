-- The partner change feed (db/src/schema/partner.ts, api/src/modules/partner/partner.sync.ts) and the
-- partner keys' request counters. Hand-written: the triggers below are beyond drizzle-kit.
CREATE TABLE "partner_changes" (
	"entity" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"deleted" boolean NOT NULL,
	"txid" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_changes_entity_entity_id_org_id_pk" PRIMARY KEY("entity","entity_id","org_id"),
	CONSTRAINT "partner_changes_entity_chk" CHECK ("partner_changes"."entity" in ('device', 'organisation'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "partner_changes_order_idx" ON "partner_changes" USING btree ("txid","seq");
--> statement-breakpoint
CREATE INDEX "partner_changes_org_idx" ON "partner_changes" USING btree ("org_id","txid","seq");
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "partner_change_seq";
--> statement-breakpoint
-- One entity's change in one organisation: its row takes the writing transaction's id and the next
-- sequence number (so it moves to the end of the feed), whatever it held before.
CREATE OR REPLACE FUNCTION partner_change(p_entity text, p_id integer, p_org integer, p_deleted boolean)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO partner_changes (entity, entity_id, org_id, deleted, txid, seq, changed_at)
  VALUES (p_entity, p_id, p_org, p_deleted, pg_current_xact_id()::text::bigint,
          nextval('partner_change_seq'), now())
  ON CONFLICT (entity, entity_id, org_id) DO UPDATE
    SET deleted = excluded.deleted, txid = excluded.txid, seq = excluded.seq, changed_at = excluded.changed_at;
$$;
--> statement-breakpoint
-- A device inserted, updated or deleted; one that moves leaves a tombstone in its old organisation.
CREATE OR REPLACE FUNCTION devices_partner_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM partner_change('device', OLD.id, OLD.org_id, true);
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.org_id <> NEW.org_id THEN
    PERFORM partner_change('device', OLD.id, OLD.org_id, true);
  END IF;
  PERFORM partner_change('device', NEW.id, NEW.org_id, false);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER devices_partner_change_insert_delete AFTER INSERT OR DELETE ON devices
  FOR EACH ROW EXECUTE FUNCTION devices_partner_change();
--> statement-breakpoint
CREATE TRIGGER devices_partner_change_update AFTER UPDATE ON devices
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION devices_partner_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION organisations_partner_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM partner_change('organisation', OLD.id, OLD.id, true);
    RETURN OLD;
  END IF;
  PERFORM partner_change('organisation', NEW.id, NEW.id, false);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organisations_partner_change_insert_delete AFTER INSERT OR DELETE ON organisations
  FOR EACH ROW EXECUTE FUNCTION organisations_partner_change();
--> statement-breakpoint
CREATE TRIGGER organisations_partner_change_update AFTER UPDATE ON organisations
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION organisations_partner_change();
--> statement-breakpoint
-- What exists already is in the feed, so a partner's first sync (no cursor) reads everything once.
SELECT partner_change('organisation', id, id, false) FROM organisations ORDER BY id;
--> statement-breakpoint
SELECT partner_change('device', id, org_id, false) FROM devices ORDER BY id;
