CREATE TABLE "rate_limit_buckets" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"tat" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_buckets_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_tat_idx" ON "rate_limit_buckets" USING btree ("tat");