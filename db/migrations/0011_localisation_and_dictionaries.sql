CREATE TABLE "center_countries" (
	"center_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "center_countries_center_id_country_id_pk" PRIMARY KEY("center_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "centers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "centers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"code" varchar(20) NOT NULL,
	"domain" varchar(100) NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"code" varchar(3) NOT NULL,
	"phone_area_code" varchar(10) NOT NULL,
	"icon_file_id" varchar(64),
	"center_id" integer NOT NULL,
	"default_language_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_translations" (
	"country_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "country_translations_country_id_language_id_pk" PRIMARY KEY("country_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"key" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"en_name" varchar(100),
	"zh_name" varchar(100),
	"code" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionaries_sort_chk" CHECK ("dictionaries"."sort" between -999999 and 999999)
);
--> statement-breakpoint
CREATE TABLE "dictionary_labels" (
	"dictionary_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"label" varchar(100) NOT NULL,
	CONSTRAINT "dictionary_labels_dictionary_id_language_id_pk" PRIMARY KEY("dictionary_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"code" varchar(10) NOT NULL,
	"app_code" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "center_countries" ADD CONSTRAINT "center_countries_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_countries" ADD CONSTRAINT "center_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centers" ADD CONSTRAINT "centers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_icon_file_id_stored_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_default_language_id_languages_id_fk" FOREIGN KEY ("default_language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_translations" ADD CONSTRAINT "country_translations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_translations" ADD CONSTRAINT "country_translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionaries" ADD CONSTRAINT "dictionaries_parent_id_dictionaries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dictionaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_labels" ADD CONSTRAINT "dictionary_labels_dictionary_id_dictionaries_id_fk" FOREIGN KEY ("dictionary_id") REFERENCES "public"."dictionaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_labels" ADD CONSTRAINT "dictionary_labels_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "center_countries_country_idx" ON "center_countries" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "centers_code_lower_idx" ON "centers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "centers_org_idx" ON "centers" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_lower_idx" ON "countries" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "countries_center_idx" ON "countries" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "countries_default_language_idx" ON "countries" USING btree ("default_language_id");--> statement-breakpoint
CREATE INDEX "country_translations_language_idx" ON "country_translations" USING btree ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionaries_key_lower_idx" ON "dictionaries" USING btree (coalesce("parent_id", 0),lower("key"));--> statement-breakpoint
CREATE INDEX "dictionaries_parent_idx" ON "dictionaries" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "dictionary_labels_language_idx" ON "dictionary_labels" USING btree ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_code_lower_idx" ON "languages" USING btree (lower("code"));