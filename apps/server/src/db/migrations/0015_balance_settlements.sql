CREATE TABLE "exchange_rates" (
	"base_currency" text NOT NULL,
	"quote_currency" text NOT NULL,
	"rate" text NOT NULL,
	"time_effective" timestamp with time zone NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_base_currency_quote_currency_time_effective_pk" PRIMARY KEY("base_currency","quote_currency","time_effective")
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text NOT NULL,
	"swift_code" text NOT NULL,
	"bank_country" text NOT NULL,
	"additional_information" text NOT NULL,
	"account_number" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_address" text NOT NULL,
	"beneficiary_country" text NOT NULL,
	"currency" text NOT NULL,
	"comment" text,
	"intermediary_bank_name" text,
	"intermediary_bank_country" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"fee_exchange_rate" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"failure_message" text,
	"arrival_date" date NOT NULL,
	"bank_account_id" text NOT NULL,
	"bank_account" jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_closed" timestamp with time zone
);
--> statement-breakpoint
-- Every entry so far was booked in its source's currency. The column is filled as it is added (a
-- default, then dropped), so no row is updated and the insert-only trigger has nothing to refuse.
ALTER TABLE "balance_transactions" ADD COLUMN "source_currency" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "balance_transactions" DISABLE TRIGGER "balance_transactions_insert_only";--> statement-breakpoint
UPDATE "balance_transactions" SET "source_currency" = "currency";--> statement-breakpoint
ALTER TABLE "balance_transactions" ENABLE TRIGGER "balance_transactions_insert_only";--> statement-breakpoint
ALTER TABLE "balance_transactions" ALTER COLUMN "source_currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_account_idx" ON "bank_accounts" USING btree ("account_id","time_created");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_default_idx" ON "bank_accounts" USING btree ("account_id") WHERE "bank_accounts"."is_default";--> statement-breakpoint
CREATE INDEX "settlements_account_mode_time_idx" ON "settlements" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "settlements_account_mode_status_time_idx" ON "settlements" USING btree ("account_id","livemode","status","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Demo rates against USD, effective from the start of time; the provider sets real ones with
-- `npm run ops -- set-rate` (a newer effective time wins). Other pairs cross through USD.
INSERT INTO "exchange_rates" ("base_currency", "quote_currency", "rate", "time_effective") VALUES
  ('EUR', 'USD', '1.08', 'epoch'),
  ('USD', 'EUR', '0.925926', 'epoch'),
  ('GBP', 'USD', '1.27', 'epoch'),
  ('USD', 'GBP', '0.787402', 'epoch'),
  ('HKD', 'USD', '0.128', 'epoch'),
  ('USD', 'HKD', '7.8125', 'epoch'),
  ('CNY', 'USD', '0.138', 'epoch'),
  ('USD', 'CNY', '7.246377', 'epoch'),
  ('SGD', 'USD', '0.74', 'epoch'),
  ('USD', 'SGD', '1.351351', 'epoch'),
  ('THB', 'USD', '0.028', 'epoch'),
  ('USD', 'THB', '35.714286', 'epoch'),
  ('PHP', 'USD', '0.0175', 'epoch'),
  ('USD', 'PHP', '57.142857', 'epoch'),
  ('IDR', 'USD', '0.000063', 'epoch'),
  ('USD', 'IDR', '15873.015873', 'epoch'),
  ('INR', 'USD', '0.012', 'epoch'),
  ('USD', 'INR', '83.333333', 'epoch'),
  ('BRL', 'USD', '0.18', 'epoch'),
  ('USD', 'BRL', '5.555556', 'epoch'),
  ('MXN', 'USD', '0.055', 'epoch'),
  ('USD', 'MXN', '18.181818', 'epoch'),
  ('PLN', 'USD', '0.25', 'epoch'),
  ('USD', 'PLN', '4', 'epoch'),
  ('JPY', 'USD', '0.0067', 'epoch'),
  ('USD', 'JPY', '149.253731', 'epoch');
