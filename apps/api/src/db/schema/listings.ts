import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    source_id: text('source_id').notNull(),
    url: text('url').notNull(),
    data: jsonb('data').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_user_source_idx').on(t.user_id, t.source, t.source_id),
    index('listings_user_updated_idx').on(t.user_id, t.updated_at),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listing_id: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    status: text('status', { enum: ['published', 'failed'] })
      .notNull()
      .default('published'),
    text: text('text').notNull(),
    fields: jsonb('fields'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_user_idx').on(t.user_id, t.created_at)],
);

export const reels = pgTable(
  'reels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listing_id: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    from_platform: text('from_platform').notNull(),
    status: text('status').notNull().default('queued'),
    video_path: text('video_path'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reels_user_idx').on(t.user_id, t.created_at)],
);
