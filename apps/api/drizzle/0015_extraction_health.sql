CREATE TABLE "extraction_health_daily" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reader_version" text NOT NULL,
	"field" text NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"filled" integer DEFAULT 0 NOT NULL,
	"needs_confirmation" integer DEFAULT 0 NOT NULL,
	"found_source" integer DEFAULT 0 NOT NULL,
	"found_structured" integer DEFAULT 0 NOT NULL,
	"found_embedded" integer DEFAULT 0 NOT NULL,
	"found_text" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "extraction_health_daily_day_source_fingerprint_reader_version_field_pk" PRIMARY KEY("day","source","fingerprint","reader_version","field")
);
--> statement-breakpoint
-- Roles were free text; nothing wrote any but 'user', and a stray value would stop the constraint.
UPDATE "users" SET "role" = 'user' WHERE "role" NOT IN ('user', 'support', 'admin');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('user', 'support', 'admin'));