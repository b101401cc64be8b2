CREATE TABLE "app_upgrades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_upgrades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_name" varchar(50) NOT NULL,
	"upgrade_content" varchar(500),
	"icon_file_id" varchar(64) NOT NULL,
	"package_file_id" varchar(64) NOT NULL,
	"version_num" integer NOT NULL,
	"version_name" varchar(50) NOT NULL,
	"terminal_type" varchar(50) NOT NULL,
	"remark" varchar(200),
	"status" varchar(16) DEFAULT 'VALID' NOT NULL,
	"disable_time" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_upgrades_status_chk" CHECK ("app_upgrades"."status" in ('VALID', 'INVALID')),
	CONSTRAINT "app_upgrades_disable_time_chk" CHECK (("app_upgrades"."status" = 'VALID') = ("app_upgrades"."disable_time" is null)),
	CONSTRAINT "app_upgrades_version_num_chk" CHECK ("app_upgrades"."version_num" > 0)
);
--> statement-breakpoint
ALTER TABLE "app_upgrades" ADD CONSTRAINT "app_upgrades_icon_file_id_stored_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_upgrades" ADD CONSTRAINT "app_upgrades_package_file_id_stored_files_id_fk" FOREIGN KEY ("package_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_upgrades" ADD CONSTRAINT "app_upgrades_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_upgrades_terminal_version_idx" ON "app_upgrades" USING btree (lower("terminal_type"),"version_num");--> statement-breakpoint
CREATE INDEX "app_upgrades_created_idx" ON "app_upgrades" USING btree ("created_at");--> statement-breakpoint
-- Setting a version invalid is final: its status and disable time never change again.
CREATE OR REPLACE FUNCTION app_upgrades_invalid_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'INVALID' AND (NEW.status <> 'INVALID' OR NEW.disable_time IS DISTINCT FROM OLD.disable_time) THEN
    RAISE EXCEPTION 'an app version set invalid stays invalid';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER app_upgrades_invalid_final BEFORE UPDATE ON app_upgrades
  FOR EACH ROW EXECUTE FUNCTION app_upgrades_invalid_is_final();
