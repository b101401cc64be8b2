CREATE TABLE "organisation_menus" (
	"org_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "organisation_menus_org_id_menu_id_pk" PRIMARY KEY("org_id","menu_id")
);
--> statement-breakpoint
ALTER TABLE "organisation_menus" ADD CONSTRAINT "organisation_menus_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_menus" ADD CONSTRAINT "organisation_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;