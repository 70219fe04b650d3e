CREATE TABLE "mandates" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"customer_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"failure_code" text,
	"failure_message" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signing_token" text NOT NULL,
	"test_charge_failure" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_signed" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"customer_id" text NOT NULL,
	"mandate_id" text NOT NULL,
	"reference" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"interval_unit" text NOT NULL,
	"interval_count" integer NOT NULL,
	"interval_completed" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"email" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"anchor" timestamp with time zone NOT NULL,
	"time_trial_end" timestamp with time zone,
	"time_current_period_end" timestamp with time zone,
	"charge_attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"test_clock_time" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "mandate_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "billing_period" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "billing_attempt" integer;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mandates_account_mode_time_idx" ON "mandates" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mandates_account_mode_status_time_idx" ON "mandates" USING btree ("account_id","livemode","status","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mandates_account_mode_customer_time_idx" ON "mandates" USING btree ("account_id","livemode","customer_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_account_mode_time_idx" ON "subscriptions" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_account_mode_status_time_idx" ON "subscriptions" USING btree ("account_id","livemode","status","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_account_mode_customer_time_idx" ON "subscriptions" USING btree ("account_id","livemode","customer_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("time_current_period_end") WHERE time_current_period_end is not null and test_clock_time is null;--> statement-breakpoint
CREATE INDEX "subscriptions_test_clock_due_idx" ON "subscriptions" USING btree ("time_current_period_end") WHERE time_current_period_end is not null and test_clock_time is not null;--> statement-breakpoint
CREATE INDEX "payments_account_mode_mandate_time_idx" ON "payments" USING btree ("account_id","livemode","mandate_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE mandate_id is not null;--> statement-breakpoint
CREATE INDEX "payments_account_mode_source_time_idx" ON "payments" USING btree ("account_id","livemode","source_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE source_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_subscription_period_key" ON "payments" USING btree ("source_id","billing_period","billing_attempt") WHERE source_type = 'subscription';