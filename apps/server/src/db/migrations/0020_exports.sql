CREATE TABLE "exports" (
	"account_id" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"livemode" boolean NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"source_type" text NOT NULL,
	"filter" jsonb NOT NULL,
	"language" text NOT NULL,
	"time_zone" text NOT NULL,
	"filename" text NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"size_bytes" integer,
	"failure_message" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_processed" timestamp with time zone,
	"time_expired" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "export_parts" (
	"account_id" text NOT NULL,
	"export_id" text NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "export_parts_account_id_export_id_part_pk" PRIMARY KEY("account_id","export_id","part")
);
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_parts" ADD CONSTRAINT "export_parts_export_id_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_list_idx" ON "exports" USING btree ("account_id","livemode","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "exports_status_list_idx" ON "exports" USING btree ("account_id","livemode","status","time_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "exports_due_idx" ON "exports" USING btree ("time_created") WHERE "exports"."status" = 'created';--> statement-breakpoint
CREATE INDEX "exports_expiry_idx" ON "exports" USING btree ("time_expired") WHERE "exports"."status" = 'processed';