CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(50) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_attempts_chk" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "log_pulls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_pulls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"command_id" varchar(32) NOT NULL,
	"device_id" integer NOT NULL,
	"sn" varchar(13) NOT NULL,
	"period_days" integer NOT NULL,
	"status" varchar(16) DEFAULT 'RETRIEVING' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retrieved_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"failure_reason" varchar(500),
	"file_id" varchar(64),
	"uploaded_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "log_pulls_command_id_unique" UNIQUE("command_id"),
	CONSTRAINT "log_pulls_status_chk" CHECK ("log_pulls"."status" in ('RETRIEVING', 'UPLOADED', 'FAILED', 'EXPIRED')),
	CONSTRAINT "log_pulls_period_chk" CHECK ("log_pulls"."period_days" in (1, 2, 3, 7)),
	CONSTRAINT "log_pulls_file_chk" CHECK (("log_pulls"."status" = 'UPLOADED') = ("log_pulls"."file_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "created_by_device" integer;--> statement-breakpoint
ALTER TABLE "log_pulls" ADD CONSTRAINT "log_pulls_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_pulls" ADD CONSTRAINT "log_pulls_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_pulls" ADD CONSTRAINT "log_pulls_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."failed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "log_pulls_one_pending_idx" ON "log_pulls" USING btree ("device_id","period_days") WHERE "log_pulls"."status" = 'RETRIEVING';--> statement-breakpoint
CREATE INDEX "log_pulls_requested_idx" ON "log_pulls" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "log_pulls_device_idx" ON "log_pulls" USING btree ("device_id","requested_at");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_device_devices_id_fk" FOREIGN KEY ("created_by_device") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;