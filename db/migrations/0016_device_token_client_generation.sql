ALTER TABLE "devices" ADD COLUMN "paired_client_generation" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "secret_generation" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Devices paired before: under their client's first (and so far only) secret generation.
UPDATE "devices" SET "paired_client_generation" = 1 WHERE "device_token_hash" IS NOT NULL;
