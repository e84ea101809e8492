ALTER TABLE "reels" ADD COLUMN "captions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "caption_text" text;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "sizes" jsonb DEFAULT '["9:16"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "outputs" jsonb DEFAULT '[]'::jsonb NOT NULL;