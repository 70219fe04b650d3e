-- A message is read by an account's users in each one's language: texts become { "en-US", "zh-CN" }; an earlier one-language text stands for both.
ALTER TABLE "messages" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "title", 'zh-CN', "title");--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('en-US', "content", 'zh-CN', "content");
