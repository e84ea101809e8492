ALTER TABLE "media_photos" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_photos" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "media_photos" ADD COLUMN "source_key" text;--> statement-breakpoint
-- Photos uploaded before positions existed keep the order they were shown in (upload time, then id).
UPDATE "media_photos" SET "position" = ordered."n"
FROM (
	SELECT "id", (row_number() OVER (PARTITION BY "user_id", "listing_id" ORDER BY "created_at", "id") - 1)::integer AS "n"
	FROM "media_photos"
) AS ordered
WHERE "media_photos"."id" = ordered."id";--> statement-breakpoint
CREATE INDEX "media_photos_listing_position_idx" ON "media_photos" USING btree ("listing_id","position");
