ALTER TABLE "login_histories" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "login_histories" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "login_histories" ADD COLUMN "form_factor" text;--> statement-breakpoint
-- The English labels ("Safari 17 on iOS (mobile)", "Unknown device") split back into their parts, so
-- every row can be shown in the reader's language.
UPDATE "login_histories" SET
  "browser" = substring("device" from '^(.+?)(?: on .+?)?(?: \((?:mobile|tablet)\))?$'),
  "os" = substring("device" from '^.+? on (.+?)(?: \((?:mobile|tablet)\))?$'),
  "form_factor" = substring("device" from '\((mobile|tablet)\)$')
WHERE "device" <> 'Unknown device';--> statement-breakpoint
ALTER TABLE "login_histories" DROP COLUMN "device";
