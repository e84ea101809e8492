ALTER TABLE "connected_accounts" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD COLUMN "page_id" text;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD COLUMN "page_name" text;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD COLUMN "page_token" text;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD COLUMN "ig_user_id" text;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD COLUMN "ig_username" text;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD COLUMN "reel_id" uuid;--> statement-breakpoint
ALTER TABLE "scheduled_posts" ADD CONSTRAINT "scheduled_posts_reel_id_reels_id_fk" FOREIGN KEY ("reel_id") REFERENCES "public"."reels"("id") ON DELETE set null ON UPDATE no action;