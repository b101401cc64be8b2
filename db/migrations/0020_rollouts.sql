CREATE TABLE "rollout_organisations" (
	"rollout_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "rollout_organisations_rollout_id_org_id_pk" PRIMARY KEY("rollout_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "rollouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rollouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"state" varchar(16) DEFAULT 'DRAFT' NOT NULL,
	"percent" integer NOT NULL,
	"max_failure_rate" real,
	"max_anomaly_increase" real,
	"min_sample" integer DEFAULT 10 NOT NULL,
	"started_at" timestamp with time zone,
	"halted_at" timestamp with time zone,
	"halt_reason" varchar(16),
	"halt_note" varchar(200),
	"halt_figures" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rollouts_state_chk" CHECK ("rollouts"."state" in ('DRAFT', 'RUNNING', 'PAUSED', 'HALTED', 'COMPLETED')),
	CONSTRAINT "rollouts_percent_chk" CHECK ("rollouts"."percent" between 1 and 100),
	CONSTRAINT "rollouts_failure_rate_chk" CHECK ("rollouts"."max_failure_rate" is null or "rollouts"."max_failure_rate" between 0 and 1),
	CONSTRAINT "rollouts_anomaly_chk" CHECK ("rollouts"."max_anomaly_increase" is null or "rollouts"."max_anomaly_increase" >= 0),
	CONSTRAINT "rollouts_min_sample_chk" CHECK ("rollouts"."min_sample" between 1 and 100000),
	CONSTRAINT "rollouts_halt_chk" CHECK (("rollouts"."state" = 'HALTED') = coalesce("rollouts"."halted_at" is not null and "rollouts"."halt_reason" in ('MANUAL', 'FAILURE_RATE', 'ANOMALY_RATE'), false))
);
--> statement-breakpoint
ALTER TABLE "upgrade_outcomes" ALTER COLUMN "app_upgrade_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upgrade_outcomes" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "rollout_organisations" ADD CONSTRAINT "rollout_organisations_rollout_id_rollouts_id_fk" FOREIGN KEY ("rollout_id") REFERENCES "public"."rollouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollout_organisations" ADD CONSTRAINT "rollout_organisations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollouts" ADD CONSTRAINT "rollouts_package_id_upgrade_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."upgrade_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollouts" ADD CONSTRAINT "rollouts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rollout_organisations_org_idx" ON "rollout_organisations" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rollouts_package_idx" ON "rollouts" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "rollouts_state_idx" ON "rollouts" USING btree ("state");--> statement-breakpoint
ALTER TABLE "upgrade_outcomes" ADD CONSTRAINT "upgrade_outcomes_package_id_upgrade_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."upgrade_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_outcomes_package_once_idx" ON "upgrade_outcomes" USING btree ("device_id","package_id","outcome");--> statement-breakpoint
CREATE INDEX "upgrade_outcomes_package_idx" ON "upgrade_outcomes" USING btree ("package_id","outcome","at");--> statement-breakpoint
ALTER TABLE "upgrade_outcomes" ADD CONSTRAINT "upgrade_outcomes_one_target_chk" CHECK (("upgrade_outcomes"."app_upgrade_id" is null) <> ("upgrade_outcomes"."package_id" is null));