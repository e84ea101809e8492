import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant, serialId } from './columns';
import { ownerId } from './users';

/** One row per conversion or publish; the dashboard aggregates these with SQL. */
export const usageEvents = pgTable(
  'usage_events',
  {
    ...serialId(),
    ...ownerId(),
    source: text('source', { enum: ['zillow', 'realtor', 'trulia', 'redfin'] }).notNull(),
    kind: text('kind', { enum: ['conversion', 'promotion'] }).notNull(),
    platform: text('platform'),
    listing_id: uuid('listing_id'),
    occurred_at: instant('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('usage_events_user_time_idx').on(t.user_id, t.occurred_at),
    index('usage_events_user_source_time_idx').on(t.user_id, t.source, t.occurred_at),
    // The dashboard counts conversions only; this partial index lets it count by index-only scan.
    index('usage_events_conversions_idx')
      .on(t.user_id, t.source, t.occurred_at)
      .where(sql`${t.kind} = 'conversion'`),
  ],
);

/**
 * Conversions per user, source and UTC day, kept by recordUsage in the statement that inserts the
 * event. The dashboard sums at most a month of these rows instead of counting a month of events,
 * so its cost no longer grows with how busy the user was.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    ...ownerId(),
    source: text('source', { enum: ['zillow', 'realtor', 'trulia', 'redfin'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    conversions: integer('conversions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.source, t.day] })],
);
