CREATE TABLE "upgrade_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upgrade_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"upgrade_content" varchar(500),
	"product_code" varchar(50) NOT NULL,
	"type_name" varchar(50),
	"package_file_id" varchar(64) NOT NULL,
	"version_num" integer NOT NULL,
	"version_name" varchar(50) NOT NULL,
	"upgrade_type" varchar(50) NOT NULL,
	"upgrade_mode" varchar(16),
	"start_version" varchar(50),
	"target_version" varchar(50),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_packages_kind_chk" CHECK ("upgrade_packages"."kind" in ('SOFTWARE', 'FIRMWARE')),
	CONSTRAINT "upgrade_packages_version_num_chk" CHECK ("upgrade_packages"."version_num" > 0),
	CONSTRAINT "upgrade_packages_firmware_chk" CHECK (case when "upgrade_packages"."kind" = 'FIRMWARE' then "upgrade_packages"."upgrade_mode" in ('FULL', 'DIFFERENTIAL') and "upgrade_packages"."start_version" is not null and "upgrade_packages"."target_version" is not null else "upgrade_packages"."upgrade_mode" is null and "upgrade_packages"."start_version" is null and "upgrade_packages"."target_version" is null end)
);
--> statement-breakpoint
ALTER TABLE "upgrade_packages" ADD CONSTRAINT "upgrade_packages_package_file_id_stored_files_id_fk" FOREIGN KEY ("package_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_packages" ADD CONSTRAINT "upgrade_packages_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_packages_product_version_idx" ON "upgrade_packages" USING btree ("kind",lower("product_code"),"version_num");--> statement-breakpoint
CREATE INDEX "upgrade_packages_kind_created_idx" ON "upgrade_packages" USING btree ("kind","created_at");