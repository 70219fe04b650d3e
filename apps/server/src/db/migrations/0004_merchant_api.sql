CREATE TABLE "api_keys" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"type" text NOT NULL,
	"token_hash" text NOT NULL,
	"publishable_key" text,
	"last_four" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_rolled" timestamp with time zone,
	"time_expired" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_locked" timestamp with time zone DEFAULT now() NOT NULL,
	"time_expired" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_livemode_key_pk" PRIMARY KEY("account_id","livemode","key")
);
--> statement-breakpoint
CREATE TABLE "account_payment_methods" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_payment_methods_account_id_livemode_method_pk" PRIMARY KEY("account_id","livemode","method")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payment_methods" ADD CONSTRAINT "account_payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_token_hash_key" ON "api_keys" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_keys_account_mode_time_idx" ON "api_keys" USING btree ("account_id","livemode","time_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_current_key" ON "api_keys" USING btree ("account_id","livemode","type") WHERE time_rolled is null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expired_idx" ON "idempotency_keys" USING btree ("time_expired");