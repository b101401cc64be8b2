CREATE TABLE "version_release_languages" (
	"release_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "version_release_languages_release_id_language_id_pk" PRIMARY KEY("release_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "version_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "version_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"terminal_type" varchar(50) NOT NULL,
	"version_num" varchar(30) NOT NULL,
	"version_name" varchar(50) NOT NULL,
	"remark" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "version_release_languages" ADD CONSTRAINT "version_release_languages_release_id_version_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."version_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_release_languages" ADD CONSTRAINT "version_release_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_releases" ADD CONSTRAINT "version_releases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "version_release_languages_language_idx" ON "version_release_languages" USING btree ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "version_releases_client_type_num_idx" ON "version_releases" USING btree ("client_id","terminal_type","version_num");--> statement-breakpoint
CREATE INDEX "version_releases_created_idx" ON "version_releases" USING btree ("client_id","terminal_type","created_at");