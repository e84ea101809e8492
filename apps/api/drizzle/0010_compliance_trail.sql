CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" uuid,
	"kind" text NOT NULL,
	"platform" text NOT NULL,
	"output_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permission" jsonb,
	"attribution" jsonb NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_fact_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"origin" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_permissions" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"granted_by" text NOT NULL,
	"method" text NOT NULL,
	"granted_on" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "output_followups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"audit_event_id" uuid NOT NULL,
	"action" text NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "is_mine" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "represented_side" text;--> statement-breakpoint
ALTER TABLE "media_photos" ADD COLUMN "original_id" uuid;--> statement-breakpoint
ALTER TABLE "media_photos" ADD COLUMN "kind" text DEFAULT 'photo' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "licenses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_fact_changes" ADD CONSTRAINT "listing_fact_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_fact_changes" ADD CONSTRAINT "listing_fact_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_permissions" ADD CONSTRAINT "listing_permissions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_permissions" ADD CONSTRAINT "listing_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_followups" ADD CONSTRAINT "output_followups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "output_followups" ADD CONSTRAINT "output_followups_audit_event_id_audit_events_id_fk" FOREIGN KEY ("audit_event_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_listing_idx" ON "audit_events" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_fact_changes_listing_idx" ON "listing_fact_changes" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "output_followups_event_idx" ON "output_followups" USING btree ("audit_event_id");--> statement-breakpoint
ALTER TABLE "media_photos" ADD CONSTRAINT "media_photos_original_id_media_photos_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."media_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The audit trail is append-only: an update is refused, and so is a delete, except the cascade of
-- the account's own deletion (the user row is already gone when the cascade reaches the trail).
CREATE FUNCTION "audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the audit trail cannot be changed (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "output_followups_append_only" BEFORE UPDATE OR DELETE ON "output_followups"
  FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();
