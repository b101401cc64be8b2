CREATE TABLE "glucose_rollups" (
	"device_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	"total" double precision NOT NULL,
	"lo" real NOT NULL,
	"hi" real NOT NULL,
	CONSTRAINT "glucose_rollups_device_id_bucket_pk" PRIMARY KEY("device_id","bucket")
);
--> statement-breakpoint
-- The readings stored before this migration, rolled up once (ingestion keeps the table up to date from here on).
INSERT INTO "glucose_rollups" ("device_id", "bucket", "n", "total", "lo", "hi")
  SELECT device_id, date_bin('15 minutes', ts, '1970-01-01T00:00:00Z'), count(*), sum(mmol), min(mmol), max(mmol)
    FROM glucose_readings GROUP BY 1, 2;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION devices_delete_series() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM glucose_readings WHERE device_id = OLD.id;
  DELETE FROM glucose_rollups WHERE device_id = OLD.id;
  DELETE FROM anomaly_events WHERE device_id = OLD.id;
  DELETE FROM bluetooth_events WHERE device_id = OLD.id;
  DELETE FROM permission_snapshots WHERE device_id = OLD.id;
  DELETE FROM usage_records WHERE device_id = OLD.id;
  RETURN OLD;
END;
$$;
