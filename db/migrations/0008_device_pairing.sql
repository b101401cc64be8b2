ALTER TABLE "devices" ADD COLUMN "device_token_hash" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "paired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "paired_client" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_token_hash_idx" ON "devices" USING btree ("device_token_hash");