-- Each kind's count and amount become columns of one row per hour, currency and method: a range
-- reads half the rows (docs/decisions.md: Statistics). The buckets are kept, each kind's row moved
-- into its columns and the rows of one key merged.
ALTER TABLE "statistics_buckets" ADD COLUMN "payment_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "payment_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "failed_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "failed_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "refund_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "refund_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "dispute_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "dispute_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "payout_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "payout_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "settlement_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD COLUMN "settlement_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "statistics_buckets" SET
  "payment_count" = CASE WHEN "kind" = 'payment' THEN "count" ELSE 0 END, "payment_amount" = CASE WHEN "kind" = 'payment' THEN "amount" ELSE 0 END,
  "failed_count" = CASE WHEN "kind" = 'failed' THEN "count" ELSE 0 END, "failed_amount" = CASE WHEN "kind" = 'failed' THEN "amount" ELSE 0 END,
  "refund_count" = CASE WHEN "kind" = 'refund' THEN "count" ELSE 0 END, "refund_amount" = CASE WHEN "kind" = 'refund' THEN "amount" ELSE 0 END,
  "dispute_count" = CASE WHEN "kind" = 'dispute' THEN "count" ELSE 0 END, "dispute_amount" = CASE WHEN "kind" = 'dispute' THEN "amount" ELSE 0 END,
  "payout_count" = CASE WHEN "kind" = 'payout' THEN "count" ELSE 0 END, "payout_amount" = CASE WHEN "kind" = 'payout' THEN "amount" ELSE 0 END,
  "settlement_count" = CASE WHEN "kind" = 'settlement' THEN "count" ELSE 0 END, "settlement_amount" = CASE WHEN "kind" = 'settlement' THEN "amount" ELSE 0 END;--> statement-breakpoint
ALTER TABLE "statistics_buckets" DROP CONSTRAINT "statistics_buckets_pkey";--> statement-breakpoint
ALTER TABLE "statistics_buckets" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "statistics_buckets" DROP COLUMN "count";--> statement-breakpoint
ALTER TABLE "statistics_buckets" DROP COLUMN "amount";--> statement-breakpoint
CREATE TEMPORARY TABLE "statistics_buckets_merged" AS
  SELECT "account_id", "livemode", "bucket_start", "currency", "payment_method", sum("payment_count")::bigint AS "payment_count", sum("payment_amount")::bigint AS "payment_amount", sum("failed_count")::bigint AS "failed_count", sum("failed_amount")::bigint AS "failed_amount", sum("refund_count")::bigint AS "refund_count", sum("refund_amount")::bigint AS "refund_amount", sum("dispute_count")::bigint AS "dispute_count", sum("dispute_amount")::bigint AS "dispute_amount", sum("payout_count")::bigint AS "payout_count", sum("payout_amount")::bigint AS "payout_amount", sum("settlement_count")::bigint AS "settlement_count", sum("settlement_amount")::bigint AS "settlement_amount"
  FROM "statistics_buckets" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
DELETE FROM "statistics_buckets";--> statement-breakpoint
INSERT INTO "statistics_buckets" ("account_id", "livemode", "bucket_start", "currency", "payment_method", "payment_count", "payment_amount", "failed_count", "failed_amount", "refund_count", "refund_amount", "dispute_count", "dispute_amount", "payout_count", "payout_amount", "settlement_count", "settlement_amount") SELECT "account_id", "livemode", "bucket_start", "currency", "payment_method", "payment_count", "payment_amount", "failed_count", "failed_amount", "refund_count", "refund_amount", "dispute_count", "dispute_amount", "payout_count", "payout_amount", "settlement_count", "settlement_amount" FROM "statistics_buckets_merged";--> statement-breakpoint
DROP TABLE "statistics_buckets_merged";--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD CONSTRAINT "statistics_buckets_pkey" PRIMARY KEY("account_id","livemode","bucket_start","currency","payment_method");