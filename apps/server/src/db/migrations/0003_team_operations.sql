CREATE TABLE "operation_logs" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"operator_user_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"account_name" text NOT NULL,
	"action" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text,
	"description" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"refused" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "time_withdrawals_available" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "freeze_days" integer;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_logs_account_time_idx" ON "operation_logs" USING btree ("account_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operation_logs_operator_time_idx" ON "operation_logs" USING btree ("operator_user_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_members_account_time_idx" ON "account_members" USING btree ("account_id","time_created" DESC NULLS LAST,"user_id" DESC NULLS LAST);