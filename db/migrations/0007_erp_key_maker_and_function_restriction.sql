ALTER TABLE "organisations" ADD COLUMN "erp_key_created_by" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "functions_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now a function setup with rows meant "restricted" and none meant "unrestricted": keep that meaning.
UPDATE "organisations" SET "functions_restricted" = true WHERE EXISTS (SELECT 1 FROM "organisation_menus" m WHERE m."org_id" = "organisations"."id");
