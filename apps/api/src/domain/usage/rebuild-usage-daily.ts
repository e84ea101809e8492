import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Recomputes the usage_daily rollup from usage_events (the same statement as the migration's
 * backfill). For bulk loads that insert events directly, bypassing recordUsage; run it in a
 * transaction that also holds off writers, or on a database nobody else is writing to.
 */
export async function rebuildUsageDaily(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM usage_daily`);
  await db.execute(sql`
    INSERT INTO usage_daily (user_id, source, day, conversions)
    SELECT user_id, source, (occurred_at AT TIME ZONE 'UTC')::date, count(*)::int
    FROM usage_events
    WHERE kind = 'conversion'
    GROUP BY 1, 2, 3
  `);
}
