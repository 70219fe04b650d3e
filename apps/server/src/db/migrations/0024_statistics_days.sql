-- Issue 20: the figures per calendar day in each account's zone, which the day, week and month
-- views read. Filled from the hourly buckets already kept (exact in whole-hour zones; an account in
-- a half-hour zone gets exact days from `npm run ops -- statistics-rebuild`, which also cuts its
-- buckets into the quarter-hours they are written in from now on).
CREATE TABLE "statistics_days" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_count" bigint DEFAULT 0 NOT NULL,
	"payment_amount" bigint DEFAULT 0 NOT NULL,
	"failed_count" bigint DEFAULT 0 NOT NULL,
	"failed_amount" bigint DEFAULT 0 NOT NULL,
	"refund_count" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"dispute_count" bigint DEFAULT 0 NOT NULL,
	"dispute_amount" bigint DEFAULT 0 NOT NULL,
	"payout_count" bigint DEFAULT 0 NOT NULL,
	"payout_amount" bigint DEFAULT 0 NOT NULL,
	"settlement_count" bigint DEFAULT 0 NOT NULL,
	"settlement_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_days_pkey" PRIMARY KEY("account_id","livemode","day","currency","payment_method")
);
--> statement-breakpoint
ALTER TABLE "statistics_days" ADD CONSTRAINT "statistics_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "statistics_days" ("account_id", "livemode", "day", "currency", "payment_method", "payment_count", "payment_amount", "failed_count", "failed_amount", "refund_count", "refund_amount", "dispute_count", "dispute_amount", "payout_count", "payout_amount", "settlement_count", "settlement_amount")
  SELECT b."account_id", b."livemode", (b."bucket_start" AT TIME ZONE a."time_zone")::date, b."currency", b."payment_method", sum(b."payment_count")::bigint, sum(b."payment_amount")::bigint, sum(b."failed_count")::bigint, sum(b."failed_amount")::bigint, sum(b."refund_count")::bigint, sum(b."refund_amount")::bigint, sum(b."dispute_count")::bigint, sum(b."dispute_amount")::bigint, sum(b."payout_count")::bigint, sum(b."payout_amount")::bigint, sum(b."settlement_count")::bigint, sum(b."settlement_amount")::bigint
  FROM "statistics_buckets" b JOIN "accounts" a ON a."id" = b."account_id"
  GROUP BY 1, 2, 3, 4, 5;
