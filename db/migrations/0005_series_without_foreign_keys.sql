ALTER TABLE "anomaly_events" DROP CONSTRAINT "anomaly_events_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "bluetooth_events" DROP CONSTRAINT "bluetooth_events_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "glucose_readings" DROP CONSTRAINT "glucose_readings_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "permission_snapshots" DROP CONSTRAINT "permission_snapshots_device_id_devices_id_fk";
--> statement-breakpoint
ALTER TABLE "usage_records" DROP CONSTRAINT "usage_records_device_id_devices_id_fk";
--> statement-breakpoint
-- Deleting a device deletes its time series, as the dropped ON DELETE CASCADE keys did. Ingestion holds
-- FOR KEY SHARE locks on the devices of a batch until it commits, so a delete waits for it (and then
-- removes what it stored), or goes first and the batch reports the SN as unknown.
CREATE OR REPLACE FUNCTION devices_delete_series() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM glucose_readings WHERE device_id = OLD.id;
  DELETE FROM anomaly_events WHERE device_id = OLD.id;
  DELETE FROM bluetooth_events WHERE device_id = OLD.id;
  DELETE FROM permission_snapshots WHERE device_id = OLD.id;
  DELETE FROM usage_records WHERE device_id = OLD.id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS devices_delete_series ON devices;
--> statement-breakpoint
CREATE TRIGGER devices_delete_series BEFORE DELETE ON devices
  FOR EACH ROW EXECUTE FUNCTION devices_delete_series();
