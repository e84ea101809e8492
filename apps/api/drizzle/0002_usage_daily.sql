CREATE TABLE "usage_daily" (
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"conversions" integer NOT NULL,
	CONSTRAINT "usage_daily_user_id_source_day_pk" PRIMARY KEY("user_id","source","day")
);
--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Backfill: the rollup starts equal to a recount of the conversions already recorded.
INSERT INTO "usage_daily" ("user_id", "source", "day", "conversions")
SELECT "user_id", "source", ("occurred_at" AT TIME ZONE 'UTC')::date, count(*)::int
FROM "usage_events"
WHERE "kind" = 'conversion'
GROUP BY 1, 2, 3;
