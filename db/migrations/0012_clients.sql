CREATE TABLE "client_countries" (
	"client_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "client_countries_client_id_country_id_pk" PRIMARY KEY("client_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" varchar(64) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(50) NOT NULL,
	"center_id" integer,
	"remark" varchar(200),
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_status_chk" CHECK ("clients"."status" in ('ACTIVE', 'DISABLED'))
);
--> statement-breakpoint
-- The device apps of the old ingest_clients table become clients (type ANDROID, no center until an
-- operator chooses one), with the same client id and secret, so paired apps keep working.
INSERT INTO "clients" ("client_id", "name", "type", "status", "secret_hash", "created_at", "updated_at")
SELECT "client_id", left("name", 50), 'ANDROID', CASE WHEN "active" THEN 'ACTIVE' ELSE 'DISABLED' END, "secret_hash", "created_at", "created_at"
FROM "ingest_clients";--> statement-breakpoint
DROP TABLE "ingest_clients" CASCADE;--> statement-breakpoint
ALTER TABLE "client_countries" ADD CONSTRAINT "client_countries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_countries" ADD CONSTRAINT "client_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_countries_country_idx" ON "client_countries" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_client_id_idx" ON "clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "clients_center_idx" ON "clients" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "clients_type_idx" ON "clients" USING btree (lower("type"));