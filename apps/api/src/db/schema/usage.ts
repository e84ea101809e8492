import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per conversion or publish; the dashboard aggregates these with SQL. */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['zillow', 'realtor', 'trulia', 'redfin'] }).notNull(),
    kind: text('kind', { enum: ['conversion', 'promotion'] }).notNull(),
    platform: text('platform'),
    listing_id: uuid('listing_id'),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
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
