DROP INDEX "page_clicks_visit_idx";--> statement-breakpoint
ALTER TABLE "page_clicks" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "page_leads" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extension_session_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_clicks" ADD CONSTRAINT "page_clicks_visit_key" UNIQUE NULLS NOT DISTINCT("listing_id","src","post_id","day","visitor");