CREATE TABLE "media_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" uuid,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "duration_sec" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "template" text DEFAULT 'just_listed' NOT NULL;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "music" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "charges" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "worker" text;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "video_bytes" integer;--> statement-breakpoint
ALTER TABLE "reels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_photos" ADD CONSTRAINT "media_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_photos" ADD CONSTRAINT "media_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_photos_user_listing_idx" ON "media_photos" USING btree ("user_id","listing_id","created_at");--> statement-breakpoint
CREATE INDEX "reels_unfinished_idx" ON "reels" USING btree ("status") WHERE "reels"."status" in ('queued', 'rendering');