CREATE TABLE "upgrade_outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upgrade_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"device_id" integer NOT NULL,
	"app_upgrade_id" integer NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"reason" varchar(500),
	"version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_outcomes_outcome_chk" CHECK ("upgrade_outcomes"."outcome" in ('DOWNLOADED', 'INSTALLED', 'FAILED')),
	CONSTRAINT "upgrade_outcomes_reason_chk" CHECK ("upgrade_outcomes"."outcome" <> 'FAILED' or "upgrade_outcomes"."reason" is not null),
	CONSTRAINT "upgrade_outcomes_version_chk" CHECK ("upgrade_outcomes"."version" >= 0)
);
--> statement-breakpoint
ALTER TABLE "upgrade_outcomes" ADD CONSTRAINT "upgrade_outcomes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_outcomes" ADD CONSTRAINT "upgrade_outcomes_app_upgrade_id_app_upgrades_id_fk" FOREIGN KEY ("app_upgrade_id") REFERENCES "public"."app_upgrades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_outcomes_once_idx" ON "upgrade_outcomes" USING btree ("device_id","app_upgrade_id","outcome");--> statement-breakpoint
CREATE INDEX "upgrade_outcomes_upgrade_idx" ON "upgrade_outcomes" USING btree ("app_upgrade_id","outcome");