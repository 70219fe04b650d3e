CREATE TABLE "customers" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"reference" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text,
	"description" text,
	"email" text,
	"phone" text,
	"country" text,
	"document" jsonb,
	"birth_date" text,
	"address" jsonb,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_transactions" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"type" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"payment_id" text,
	"method" text,
	"currency" text NOT NULL,
	"source_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"fee_total" bigint NOT NULL,
	"fee_details" jsonb NOT NULL,
	"exchange_rate" text DEFAULT '1' NOT NULL,
	"net" bigint NOT NULL,
	"description" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_available" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balances_account_id_livemode_currency_pk" PRIMARY KEY("account_id","livemode","currency")
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"payment_id" text NOT NULL,
	"method" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"description" text,
	"gateway_transaction_id" text,
	"close_reason" text,
	"evidence_text" text,
	"evidence_file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_evidence_submitted" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_expired" timestamp with time zone NOT NULL,
	"time_closed" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"method" text NOT NULL,
	"flow" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"amount_refunded" bigint DEFAULT 0 NOT NULL,
	"amount_refund_pending" bigint DEFAULT 0 NOT NULL,
	"amount_dispute_lost" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"reference_unique" boolean DEFAULT false NOT NULL,
	"customer_id" text,
	"source_type" text DEFAULT 'regular' NOT NULL,
	"source_id" text,
	"description" text,
	"notify_url" text,
	"return_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"gateway_transaction_id" text,
	"checkout_token" text NOT NULL,
	"disputed" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_paid" timestamp with time zone,
	"time_expired" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"payment_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"description" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"gateway_transaction_id" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_refunded" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "settlement_delay_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_account_mode_time_idx" ON "customers" USING btree ("account_id","livemode","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "balance_transactions_account_mode_time_idx" ON "balance_transactions" USING btree ("account_id","livemode","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "balance_transactions_account_mode_type_time_idx" ON "balance_transactions" USING btree ("account_id","livemode","type","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "balance_transactions_account_mode_source_idx" ON "balance_transactions" USING btree ("account_id","livemode","source_id");--> statement-breakpoint
CREATE INDEX "disputes_account_mode_time_idx" ON "disputes" USING btree ("account_id","livemode","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disputes_account_mode_status_time_idx" ON "disputes" USING btree ("account_id","livemode","status","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disputes_account_mode_payment_time_idx" ON "disputes" USING btree ("account_id","livemode","payment_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disputes_response_due_idx" ON "disputes" USING btree ("time_expired") WHERE status = 'needs_response';--> statement-breakpoint
CREATE INDEX "payments_account_mode_time_idx" ON "payments" USING btree ("account_id","livemode","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_account_mode_status_time_idx" ON "payments" USING btree ("account_id","livemode","status","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_account_mode_method_time_idx" ON "payments" USING btree ("account_id","livemode","method","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_account_mode_reference_idx" ON "payments" USING btree ("account_id","livemode","reference");--> statement-breakpoint
CREATE INDEX "payments_account_mode_customer_time_idx" ON "payments" USING btree ("account_id","livemode","customer_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_unique_reference_key" ON "payments" USING btree ("account_id","livemode","reference") WHERE reference_unique;--> statement-breakpoint
CREATE INDEX "payments_open_expiry_idx" ON "payments" USING btree ("time_expired") WHERE status in ('created', 'pending');--> statement-breakpoint
CREATE INDEX "refunds_account_mode_time_idx" ON "refunds" USING btree ("account_id","livemode","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_account_mode_status_time_idx" ON "refunds" USING btree ("account_id","livemode","status","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_account_mode_payment_time_idx" ON "refunds" USING btree ("account_id","livemode","payment_id","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("time_created") WHERE status = 'pending';