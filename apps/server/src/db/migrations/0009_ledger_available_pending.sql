ALTER TABLE "balances" ADD COLUMN "available" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "pending" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "matured_through" timestamp with time zone DEFAULT 'epoch' NOT NULL;--> statement-breakpoint
CREATE INDEX "balance_transactions_balance_available_idx" ON "balance_transactions" USING btree ("account_id","livemode","currency","time_available");--> statement-breakpoint
ALTER TABLE "balances" DROP COLUMN "amount";