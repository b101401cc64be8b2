CREATE TABLE "anomaly_events" (
	"device_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"kind" varchar(32) NOT NULL,
	"detail" text,
	CONSTRAINT "anomaly_events_device_id_ts_kind_pk" PRIMARY KEY("device_id","ts","kind")
);
--> statement-breakpoint
CREATE TABLE "bluetooth_events" (
	"device_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"connected" boolean NOT NULL,
	CONSTRAINT "bluetooth_events_device_id_ts_pk" PRIMARY KEY("device_id","ts")
);
--> statement-breakpoint
CREATE TABLE "glucose_readings" (
	"device_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"mmol" real NOT NULL,
	CONSTRAINT "glucose_readings_device_id_ts_pk" PRIMARY KEY("device_id","ts"),
	CONSTRAINT "glucose_readings_range_chk" CHECK ("glucose_readings"."mmol" between 1.1 and 33.3)
);
--> statement-breakpoint
CREATE TABLE "ingest_batches" (
	"client_id" varchar(64) NOT NULL,
	"batch_id" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "ingest_batches_client_id_batch_id_pk" PRIMARY KEY("client_id","batch_id")
);
--> statement-breakpoint
CREATE TABLE "ingest_clients" (
	"client_id" varchar(64) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"secret_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_snapshots" (
	"device_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"bluetooth_switch" boolean NOT NULL,
	"location_switch" boolean NOT NULL,
	"location_permission" boolean NOT NULL,
	"bluetooth_permission" boolean NOT NULL,
	"battery_optimization" boolean NOT NULL,
	"power_saving" boolean NOT NULL,
	CONSTRAINT "permission_snapshots_device_id_ts_pk" PRIMARY KEY("device_id","ts")
);
--> statement-breakpoint
CREATE TABLE "usage_records" (
	"device_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"action" varchar(32) NOT NULL,
	"detail" text,
	CONSTRAINT "usage_records_device_id_ts_action_pk" PRIMARY KEY("device_id","ts","action")
);
--> statement-breakpoint
ALTER TABLE "anomaly_events" ADD CONSTRAINT "anomaly_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bluetooth_events" ADD CONSTRAINT "bluetooth_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glucose_readings" ADD CONSTRAINT "glucose_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_snapshots" ADD CONSTRAINT "permission_snapshots_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;