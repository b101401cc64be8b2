CREATE TABLE "stored_files" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(100),
	"sha256" varchar(64),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"attached_at" timestamp with time zone,
	"attached_to" varchar(100)
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_unattached_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."attached_at" IS NULL;