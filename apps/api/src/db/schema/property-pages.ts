import { bigint, date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId, uuidId } from './columns';
import { listingId } from './listings';
import { ownerId } from './users';

/**
 * A listing's price or status as saved before, and what changed (price reduced, pending, sold, back
 * on market): the extension offers the matching follow-up post and the web app shows the date.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    ...uuidId(),
    // The listing and its agent: the row goes with either.
    ...listingId(),
    ...ownerId(),
    kind: text('kind', {
      enum: ['price_reduced', 'price_increased', 'pending', 'sold', 'back_on_market', 'status_changed'],
    }).notNull(),
    from_price: bigint('from_price', { mode: 'number' }),
    to_price: bigint('to_price', { mode: 'number' }),
    from_status: text('from_status'),
    to_status: text('to_status'),
    ...createdAt(),
  },
  (t) => [index('listing_changes_listing_idx').on(t.listing_id, t.created_at)],
);

/** A visitor's request from a property page, attributed to the platform whose post brought them. */
export const pageLeads = pgTable(
  'page_leads',
  {
    ...uuidId(),
    // The listing and its agent: the row goes with either.
    ...listingId(),
    ...ownerId(),
    kind: text('kind', { enum: ['showing', 'question'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull().default(''),
    src: text('src'),
    /** The post whose link brought the visitor (`?post=` of the link), when it carried one. */
    post_id: uuid('post_id'),
    ...createdAt(),
  },
  (t) => [
    index('page_leads_listing_idx').on(t.listing_id, t.created_at),
    index('page_leads_user_idx').on(t.user_id, t.created_at),
  ],
);

/**
 * One row per visitor, page, platform, post and UTC day. The visitor is a salted hash of IP and user
 * agent whose salt changes every day, so no IP address is kept and visits cannot be linked across days.
 */
export const pageClicks = pgTable(
  'page_clicks',
  {
    ...serialId(),
    // The listing and its agent: the row goes with either.
    ...listingId(),
    ...ownerId(),
    src: text('src').notNull(),
    /** The post whose link was followed (`?post=`); null for links without one. */
    post_id: uuid('post_id'),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    ...createdAt(),
  },
  (t) => [
    // A visit without a post (null) is still counted once: nulls are not distinct here.
    unique('page_clicks_visit_key').on(t.listing_id, t.src, t.post_id, t.day, t.visitor).nullsNotDistinct(),
    index('page_clicks_user_day_idx').on(t.user_id, t.day),
  ],
);

/** Slugs of deleted listings: their page answers 410 Gone instead of 404. */
export const retiredSlugs = pgTable('retired_slugs', {
  slug: text('slug').primaryKey(),
  retired_at: instant('retired_at').notNull().defaultNow(),
});
