import {
  bigint,
  bigserial,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/** The listing a row belongs to and its agent; both go with the listing or the account. */
const ownedByListing = () => ({
  listing_id: uuid('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * A listing's price or status as saved before, and what changed (price reduced, pending, sold, back
 * on market): the extension offers the matching follow-up post and the web app shows the date.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownedByListing(),
    kind: text('kind', {
      enum: ['price_reduced', 'price_increased', 'pending', 'sold', 'back_on_market', 'status_changed'],
    }).notNull(),
    from_price: bigint('from_price', { mode: 'number' }),
    to_price: bigint('to_price', { mode: 'number' }),
    from_status: text('from_status'),
    to_status: text('to_status'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_changes_listing_idx').on(t.listing_id, t.created_at)],
);

/** A visitor's request from a property page, attributed to the platform whose post brought them. */
export const pageLeads = pgTable(
  'page_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownedByListing(),
    kind: text('kind', { enum: ['showing', 'question'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull().default(''),
    src: text('src'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_leads_listing_idx').on(t.listing_id, t.created_at),
    index('page_leads_user_idx').on(t.user_id, t.created_at),
  ],
);

/**
 * One row per visitor, page, platform and UTC day. The visitor is a salted hash of IP and user
 * agent whose salt changes every day, so no IP address is kept and visits cannot be linked across days.
 */
export const pageClicks = pgTable(
  'page_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...ownedByListing(),
    src: text('src').notNull(),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('page_clicks_visit_idx').on(t.listing_id, t.src, t.day, t.visitor),
    index('page_clicks_user_day_idx').on(t.user_id, t.day),
  ],
);

/** Slugs of deleted listings: their page answers 410 Gone instead of 404. */
export const retiredSlugs = pgTable('retired_slugs', {
  slug: text('slug').primaryKey(),
  retired_at: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});
