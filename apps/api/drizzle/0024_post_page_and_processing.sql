ALTER TABLE "scheduled_posts" ADD COLUMN "page_id" text;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "processing_since" timestamp with time zone;