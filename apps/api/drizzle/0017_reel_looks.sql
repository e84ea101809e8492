ALTER TABLE "reels" ADD COLUMN "style" text DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "track" text;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "poster_path" text;