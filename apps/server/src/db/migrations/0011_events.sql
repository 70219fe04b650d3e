CREATE TABLE "event_deliveries" (
	"account_id" text NOT NULL,
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"object_id" text NOT NULL,
	"sequence" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"time_next_attempt" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "event_deliveries_account_id_consumer_event_id_pk" PRIMARY KEY("account_id","consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"livemode" boolean NOT NULL,
	"type" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_deliveries_object_idx" ON "event_deliveries" USING btree ("account_id","consumer","object_id","sequence");--> statement-breakpoint
CREATE INDEX "event_deliveries_due_idx" ON "event_deliveries" USING btree ("consumer","time_next_attempt");--> statement-breakpoint
CREATE INDEX "events_account_mode_time_idx" ON "events" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"sequence" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_account_mode_type_time_idx" ON "events" USING btree ("account_id","livemode","type","time_created" DESC NULLS FIRST,"sequence" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_account_mode_object_time_idx" ON "events" USING btree ("account_id","livemode","object_id","time_created" DESC NULLS FIRST,"sequence" DESC NULLS FIRST);