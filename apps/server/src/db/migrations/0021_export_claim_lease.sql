ALTER TABLE "exports" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "exports_lease_idx" ON "exports" USING btree ("lease_expires_at") WHERE "exports"."status" = 'processing';--> statement-breakpoint
-- Exports claimed before leases existed get one from now: a dead worker's are taken over once it
-- lapses, by when the workers that claimed them without a lease have been replaced.
UPDATE "exports" SET "lease_expires_at" = now() + interval '5 minutes' WHERE "status" = 'processing';
