CREATE TABLE "payees" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"reference" text,
	"entity_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nationality" text NOT NULL,
	"email" text,
	"phone" text,
	"description" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payer_identity_documents" (
	"payer_id" text NOT NULL,
	"file_id" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payer_identity_documents_payer_id_file_id_pk" PRIMARY KEY("payer_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "payers" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"reference" text,
	"entity_type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"nationality" text,
	"email" text,
	"phone" text,
	"legal_name" text,
	"tax_id" text,
	"registration_country" text,
	"description" text,
	"addresses" jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"payee_id" text NOT NULL,
	"method" text NOT NULL,
	"account" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_deleted" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"reference" text,
	"payer_id" text NOT NULL,
	"payee_id" text NOT NULL,
	"payout_method_id" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"currency_local" text NOT NULL,
	"amount_local" bigint NOT NULL,
	"exchange_rate" text NOT NULL,
	"amount_hkd" bigint NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"description" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gateway_transaction_id" text,
	"verify_attempts" integer DEFAULT 0 NOT NULL,
	"verify_locked_until" timestamp with time zone,
	"verify_code_hash" text,
	"verify_code_expires" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_succeeded" timestamp with time zone,
	"time_closed" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payout_verification_threshold_usd" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_identity_documents" ADD CONSTRAINT "payer_identity_documents_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_identity_documents" ADD CONSTRAINT "payer_identity_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payers" ADD CONSTRAINT "payers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_method_id_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."payout_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payees_account_mode_time_idx" ON "payees" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payers_account_mode_time_idx" ON "payers" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payout_methods_account_mode_time_idx" ON "payout_methods" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payout_methods_payee_idx" ON "payout_methods" USING btree ("payee_id");--> statement-breakpoint
CREATE INDEX "payouts_account_mode_time_idx" ON "payouts" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_account_mode_status_time_idx" ON "payouts" USING btree ("account_id","livemode","status","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_payer_idx" ON "payouts" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "payouts_unsubmitted_idx" ON "payouts" USING btree ("time_created") WHERE status = 'pending' and gateway_transaction_id is null;