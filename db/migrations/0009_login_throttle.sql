-- Sign-in counters per account name and client address, per account name ("*" client) and per address
-- ("" account name). Existing rows become account-wide counters, so a lock in force stays in force.
ALTER TABLE "login_failures" ADD COLUMN "client" varchar(64) DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "first_failure_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_account_name_client_pk" PRIMARY KEY("account_name","client");--> statement-breakpoint
CREATE INDEX "login_failures_last_idx" ON "login_failures" USING btree ("last_failure_at");
