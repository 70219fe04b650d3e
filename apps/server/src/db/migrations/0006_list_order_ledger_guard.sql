DROP INDEX "customers_account_mode_time_idx";--> statement-breakpoint
DROP INDEX "api_keys_account_mode_time_idx";--> statement-breakpoint
DROP INDEX "login_histories_user_time_idx";--> statement-breakpoint
DROP INDEX "balance_transactions_account_mode_time_idx";--> statement-breakpoint
DROP INDEX "balance_transactions_account_mode_type_time_idx";--> statement-breakpoint
DROP INDEX "account_members_account_time_idx";--> statement-breakpoint
DROP INDEX "invitations_account_time_idx";--> statement-breakpoint
DROP INDEX "messages_account_status_time_idx";--> statement-breakpoint
DROP INDEX "operation_logs_account_time_idx";--> statement-breakpoint
DROP INDEX "operation_logs_operator_time_idx";--> statement-breakpoint
DROP INDEX "disputes_account_mode_time_idx";--> statement-breakpoint
DROP INDEX "disputes_account_mode_status_time_idx";--> statement-breakpoint
DROP INDEX "disputes_account_mode_payment_time_idx";--> statement-breakpoint
DROP INDEX "payments_account_mode_time_idx";--> statement-breakpoint
DROP INDEX "payments_account_mode_status_time_idx";--> statement-breakpoint
DROP INDEX "payments_account_mode_method_time_idx";--> statement-breakpoint
DROP INDEX "payments_account_mode_customer_time_idx";--> statement-breakpoint
DROP INDEX "refunds_account_mode_time_idx";--> statement-breakpoint
DROP INDEX "refunds_account_mode_status_time_idx";--> statement-breakpoint
DROP INDEX "refunds_account_mode_payment_time_idx";--> statement-breakpoint
DROP INDEX "files_account_time_idx";--> statement-breakpoint
CREATE INDEX "customers_account_mode_time_idx" ON "customers" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "api_keys_account_mode_time_idx" ON "api_keys" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "login_histories_user_time_idx" ON "login_histories" USING btree ("user_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "balance_transactions_account_mode_time_idx" ON "balance_transactions" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "balance_transactions_account_mode_type_time_idx" ON "balance_transactions" USING btree ("account_id","livemode","type","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "account_members_account_time_idx" ON "account_members" USING btree ("account_id","time_created" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invitations_account_time_idx" ON "invitations" USING btree ("account_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_account_status_time_idx" ON "messages" USING btree ("account_id","status","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "operation_logs_account_time_idx" ON "operation_logs" USING btree ("account_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "operation_logs_operator_time_idx" ON "operation_logs" USING btree ("operator_user_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "disputes_account_mode_time_idx" ON "disputes" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "disputes_account_mode_status_time_idx" ON "disputes" USING btree ("account_id","livemode","status","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "disputes_account_mode_payment_time_idx" ON "disputes" USING btree ("account_id","livemode","payment_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_account_mode_time_idx" ON "payments" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_account_mode_status_time_idx" ON "payments" USING btree ("account_id","livemode","status","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_account_mode_method_time_idx" ON "payments" USING btree ("account_id","livemode","method","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_account_mode_customer_time_idx" ON "payments" USING btree ("account_id","livemode","customer_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refunds_account_mode_time_idx" ON "refunds" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refunds_account_mode_status_time_idx" ON "refunds" USING btree ("account_id","livemode","status","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refunds_account_mode_payment_time_idx" ON "refunds" USING btree ("account_id","livemode","payment_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_account_time_idx" ON "files" USING btree ("account_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The ledger is insert-only (ARCHITECTURE §4): the database refuses to change or remove an entry,
-- whatever the code does. Only the demo seed's reset, which erases its own demo tenant, may delete,
-- and says so for its transaction alone (set_config('paydeck.erase_ledger', 'on', true)).
CREATE FUNCTION "balance_transactions_insert_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('paydeck.erase_ledger', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'balance_transactions is insert-only: % of % refused', TG_OP, OLD.id
    USING ERRCODE = 'integrity_constraint_violation',
          HINT = 'A correction is a new entry.';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "balance_transactions_insert_only" BEFORE UPDATE OR DELETE ON "balance_transactions"
  FOR EACH ROW EXECUTE FUNCTION "balance_transactions_insert_only"();
--> statement-breakpoint
-- Rate-limit counters are rewritten on every API call and worth nothing after a crash: without
-- WAL an update no longer holds its row (one per client IP) until a disk flush (schema/system.ts).
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
