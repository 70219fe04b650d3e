-- The API-key cache (modules/developers/api-key-cache.ts) drops what a change makes stale: any
-- process holding a key learns, once the change commits, of its key, account or merchant changing,
-- or of the account's switched-off methods. The payload is the id named by the trigger's argument.
CREATE OR REPLACE FUNCTION paydeck_notify_api_key_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('paydeck_api_key_access', to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER api_keys_access_notify AFTER UPDATE OR DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION paydeck_notify_api_key_access('account_id');
--> statement-breakpoint
CREATE TRIGGER accounts_access_notify AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION paydeck_notify_api_key_access('id');
--> statement-breakpoint
CREATE TRIGGER merchants_access_notify AFTER UPDATE OR DELETE ON merchants
  FOR EACH ROW EXECUTE FUNCTION paydeck_notify_api_key_access('id');
--> statement-breakpoint
CREATE TRIGGER account_payment_methods_access_notify AFTER INSERT OR UPDATE OR DELETE ON account_payment_methods
  FOR EACH ROW EXECUTE FUNCTION paydeck_notify_api_key_access('account_id');
