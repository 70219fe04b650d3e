CREATE TABLE "webhook_deliveries" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"object_id" text,
	"origin" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"time_first_attempt" timestamp with time zone,
	"time_next_attempt" timestamp with time zone,
	"succeeded" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"enabled_events" jsonb NOT NULL,
	"api_version" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"disabled_reason" text,
	"secret_sealed" text NOT NULL,
	"previous_secret_sealed" text,
	"time_previous_secret_expires" timestamp with time zone,
	"time_failing_since" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_histories" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"endpoint_id" text NOT NULL,
	"delivery_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"object_id" text,
	"origin" text NOT NULL,
	"attempt" integer NOT NULL,
	"notify_url" text NOT NULL,
	"status" text NOT NULL,
	"request_headers" jsonb NOT NULL,
	"response_code" integer,
	"response_headers" jsonb,
	"response_body" text,
	"error" text,
	"duration_ms" integer NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_histories" ADD CONSTRAINT "webhook_histories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_histories" ADD CONSTRAINT "webhook_histories_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_histories" ADD CONSTRAINT "webhook_histories_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_key" ON "webhook_deliveries" USING btree ("endpoint_id","event_id") WHERE origin = 'event';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("time_next_attempt") WHERE time_next_attempt is not null;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_account_mode_time_idx" ON "webhook_endpoints" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_histories_account_mode_time_idx" ON "webhook_histories" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_histories_account_mode_endpoint_time_idx" ON "webhook_histories" USING btree ("account_id","livemode","endpoint_id","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_histories_delivery_idx" ON "webhook_histories" USING btree ("delivery_id");