CREATE TABLE "statistics_applied_events" (
	"account_id" text NOT NULL,
	"event_id" text NOT NULL,
	CONSTRAINT "statistics_applied_events_account_id_event_id_pk" PRIMARY KEY("account_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_buckets" (
	"account_id" text NOT NULL,
	"livemode" boolean NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"kind" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "statistics_buckets_pkey" PRIMARY KEY("account_id","livemode","bucket_start","currency","payment_method","kind")
);
--> statement-breakpoint
ALTER TABLE "statistics_applied_events" ADD CONSTRAINT "statistics_applied_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_buckets" ADD CONSTRAINT "statistics_buckets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;