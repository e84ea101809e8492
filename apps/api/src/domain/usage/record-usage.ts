import type { ListingSource } from '@pp/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export type UsageKind = 'conversion' | 'promotion';

export interface UsageEvent {
  userId: string;
  source: ListingSource;
  /** 'conversion' = a listing turned into drafts (one API call); 'promotion' = a post published. */
  kind: UsageKind;
  /** The publish platform for promotions (facebook_marketplace, linkedin, twitter, reel). */
  platform?: string | null;
  listingId?: string | null;
  /** Defaults to the database clock; pass `ctx.now()` so tests driven by the test clock agree. */
  at?: Date;
}

/**
 * Records one usage event. The dashboard counts only `conversion` events as API calls
 * (decisions.md: converting a listing counts one API call); promotions are kept for audit and
 * future per-platform statistics. Call it inside the caller's transaction when there is one.
 *
 * A conversion also adds one to its UTC day in usage_daily, the rollup the dashboard reads. Both
 * writes are one statement (a data-modifying CTE), so they commit or fail together with or without
 * a caller's transaction, the day comes from the stored occurred_at (database clock included),
 * and ON CONFLICT keeps concurrent conversions of the same day from losing a count.
 */
export async function recordUsage(db: DbOrTx, event: UsageEvent): Promise<void> {
  await db.execute(sql`
    WITH event AS (
      INSERT INTO usage_events (user_id, source, kind, platform, listing_id, occurred_at)
      VALUES (${event.userId}::uuid, ${event.source}, ${event.kind}, ${event.platform ?? null}::text,
              ${event.listingId ?? null}::uuid, coalesce(${event.at?.toISOString() ?? null}::timestamptz, now()))
      RETURNING user_id, source, kind, occurred_at
    )
    INSERT INTO usage_daily (user_id, source, day, conversions)
    SELECT user_id, source, (occurred_at AT TIME ZONE 'UTC')::date, 1 FROM event WHERE kind = 'conversion'
    ON CONFLICT (user_id, source, day) DO UPDATE SET conversions = usage_daily.conversions + 1
  `);
}
