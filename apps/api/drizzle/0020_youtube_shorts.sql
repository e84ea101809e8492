ALTER TABLE "scheduled_posts" ADD COLUMN "youtube" jsonb;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "upload_session" text;