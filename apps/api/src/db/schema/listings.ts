import type { ReelSize } from '@pp/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, uuidId } from './columns';
import { ownerId } from './users';

export const listings = pgTable(
  'listings',
  {
    ...uuidId(),
    ...ownerId(),
    source: text('source').notNull(),
    source_id: text('source_id').notNull(),
    url: text('url').notNull(),
    data: jsonb('data').notNull(),
    /** The public property page's address, /p/{slug}; unguessable, so a page is only found through a post. */
    slug: text('slug').notNull(),
    /** The agent can take the page down (404) without deleting the listing. */
    page_published: boolean('page_published').notNull().default(true),
    /**
     * The agent's answer to "Is this my listing?" (null: not answered yet, and the default shown is
     * derived from a name and brokerage match). Decides whether another broker's permission and the
     * "Listing courtesy of" credit are needed (NAR Standards of Practice 12-4, 12-5).
     */
    is_mine: boolean('is_mine'),
    /**
     * Which side of the sale the agent represented, stated before a "just sold" output about a listing
     * that is not theirs (NAR Standard of Practice 12-7). Null: not stated.
     */
    represented_side: text('represented_side', { enum: ['listing', 'buyer', 'both'] }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('listings_user_source_idx').on(t.user_id, t.source, t.source_id),
    index('listings_user_updated_idx').on(t.user_id, t.updated_at),
    uniqueIndex('listings_slug_idx').on(t.slug),
  ],
);

/** The listing a row belongs to; the row goes with the listing. */
export const listingId = () => ({
  listing_id: uuid('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
});

export const promotions = pgTable(
  'promotions',
  {
    ...uuidId(),
    ...ownerId(),
    ...listingId(),
    platform: text('platform').notNull(),
    status: text('status', { enum: ['published', 'failed'] })
      .notNull()
      .default('published'),
    text: text('text').notNull(),
    fields: jsonb('fields'),
    ...timestamps(),
  },
  (t) => [index('promotions_user_idx').on(t.user_id, t.created_at)],
);

/** A rendered size of a reel: where it is stored and its pixel size. */
export interface ReelOutputFile {
  size: ReelSize;
  path: string;
  width: number;
  height: number;
  bytes: number;
}

/** One step of a reel: an uploaded photo, where its pan or zoom centres, and the AB 723 label flag. */
export interface ReelPhotoStep {
  photo_id: string;
  focus_x?: number;
  focus_y?: number;
  altered?: boolean;
  framing?: 'fill' | 'fit';
}

/**
 * Reels. The row is the source of truth for a render's state: the queue only carries the reel id.
 * `charges` counts credits taken for it (1 at create, +1 per retry): the ledger ref of charge n is
 * `reel:<id>:<n>`, so a refund gives back that charge once. `video_path` is the media-store key.
 */
export const reels = pgTable(
  'reels',
  {
    ...uuidId(),
    ...ownerId(),
    listing_id: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    from_platform: text('from_platform').notNull(),
    status: text('status', { enum: ['queued', 'rendering', 'success', 'failed'] })
      .notNull()
      .default('queued'),
    video_path: text('video_path'),
    duration_sec: integer('duration_sec').notNull().default(30),
    template: text('template', { enum: ['just_listed', 'open_house', 'price_reduced', 'just_sold'] })
      .notNull()
      .default('just_listed'),
    music: boolean('music').notNull().default(false),
    /** The look (issue 24); rows from before it render as classic. */
    style: text('style', { enum: ['classic', 'bold', 'minimal'] })
      .notNull()
      .default('classic'),
    /** The music bed when `music` is on (null: the first track). */
    track: text('track'),
    /** Media-store key of the JPEG still written with the video. */
    poster_path: text('poster_path'),
    photos: jsonb('photos').$type<ReelPhotoStep[]>().notNull().default([]),
    /** 0..100, written by the worker every few percent. */
    progress: integer('progress').notNull().default(0),
    /** Why it failed, in words for the agent. */
    error: text('error'),
    charges: integer('charges').notNull().default(1),
    /** Which worker rendered (or is rendering) it: host:pid, for operations. */
    worker: text('worker'),
    video_bytes: integer('video_bytes'),
    /** Burned-in captions (issue 24), from `caption_text` (null: the listing's description or headline lines). */
    captions: boolean('captions').notNull().default(false),
    caption_text: text('caption_text'),
    /** Sizes asked for; the 9:16 master is always made. */
    sizes: jsonb('sizes').$type<ReelSize[]>().notNull().default(['9:16']),
    /** Every rendered size, the master (at `video_path`) first, then the feed sizes cut from it. */
    outputs: jsonb('outputs').$type<ReelOutputFile[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('reels_user_idx').on(t.user_id, t.created_at),
    // Startup recovery reads unfinished reels only.
    index('reels_unfinished_idx').on(t.status).where(sql`${t.status} in ('queued', 'rendering')`),
  ],
);

/** Photos uploaded for reels; the bytes live in the media store under `storage_key`. */
export const mediaPhotos = pgTable(
  'media_photos',
  {
    ...uuidId(),
    ...ownerId(),
    listing_id: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    storage_key: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** California AB 723: the agent marked the photo digitally altered; property pages label it. */
    altered: boolean('altered').notNull().default(false),
    /**
     * Place among the listing's photos (0 first, the cover): the order of the files in their upload
     * request, after the photos already there. Photos of one request share `created_at`.
     */
    position: integer('position').notNull().default(0),
    /** SHA-256 (hex) of the bytes: the same photo sent again for the listing is not stored twice. */
    sha256: text('sha256'),
    /**
     * An opaque key the extension derives from the listing site's photo address (its SHA-256; the
     * address itself never reaches the server), so it can skip photos it already uploaded.
     */
    source_key: text('source_key'),
    /**
     * California B&P Code §10140.8: an altered photo's unaltered original, kept next to it. The
     * original is itself a row of kind 'original' (never shown in galleries or reels on its own).
     */
    original_id: uuid('original_id'),
    kind: text('kind', { enum: ['photo', 'original'] })
      .notNull()
      .default('photo'),
    ...createdAt(),
  },
  (t) => [
    index('media_photos_user_listing_idx').on(t.user_id, t.listing_id, t.created_at),
    index('media_photos_listing_position_idx').on(t.listing_id, t.position),
    foreignKey({ columns: [t.original_id], foreignColumns: [t.id] }).onDelete('set null'),
  ],
);
