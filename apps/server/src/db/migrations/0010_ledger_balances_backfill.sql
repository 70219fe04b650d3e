-- Balances split into available and pending (migration 0009). Every existing entry starts pending,
-- since nothing has matured yet (matured_through is the epoch); the maturity job's first run moves
-- those already past their time_available to available, as it does for any entry.
UPDATE "balances" SET "pending" = coalesce((
  SELECT sum("net") FROM "balance_transactions"
  WHERE "balance_transactions"."account_id" = "balances"."account_id"
    AND "balance_transactions"."livemode" = "balances"."livemode"
    AND "balance_transactions"."currency" = "balances"."currency"
), 0);
