import type { NamedClaim } from '@pp/compliance';
import type { TTikTokPost } from '@pp/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, timestamps, uuidId } from './columns';
import { listingId, reels } from './listings';
import { ownerId } from './users';

/**
 * A user's LinkedIn, X or Meta (Facebook Login) account. Tokens are AES-256-GCM ciphertexts
 * (lib/token-cipher.ts), never plain. `expires_at` is when the access token ends; X renews it with
 * the refresh token, Meta by exchanging the long-lived token again before it ends.
 */
export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    ...uuidId(),
    ...ownerId(),
    platform: text('platform', { enum: ['linkedin', 'twitter', 'facebook', 'youtube', 'tiktok'] }).notNull(),
    /** The platform's id of the person (LinkedIn `sub`, X user id). */
    account_id: text('account_id').notNull(),
    account_name: text('account_name').notNull(),
    access_token: text('access_token').notNull(),
    refresh_token: text('refresh_token'),
    expires_at: instant('expires_at'),
    /** When the refresh token ends (TikTok: refresh_expires_in, a year): the card warns before it. */
    refresh_expires_at: instant('refresh_expires_at'),
    scope: text('scope').notNull().default(''),
    /** When a call or a renewal found the grant revoked: the card asks to reconnect. */
    revoked_at: instant('revoked_at'),
    /** Meta: the chosen Page, its (sealed) Page token, and the Instagram account linked to it. */
    page_id: text('page_id'),
    page_name: text('page_name'),
    page_token: text('page_token'),
    ig_user_id: text('ig_user_id'),
    ig_username: text('ig_username'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('connected_accounts_user_platform_idx').on(t.user_id, t.platform)],
);

/**
 * One started connection: `state` (hashed) and the PKCE verifier (encrypted), bound to the user,
 * usable once and for a few minutes.
 */
export const oauthStates = pgTable('oauth_states', {
  state_hash: text('state_hash').primaryKey(),
  ...ownerId(),
  platform: text('platform', { enum: ['linkedin', 'twitter', 'facebook', 'youtube', 'tiktok'] }).notNull(),
  verifier: text('verifier').notNull(),
  expires_at: instant('expires_at').notNull(),
  ...createdAt(),
});

/**
 * A post to publish now or later. The queue carries `<id>_<job_seq>`: editing or backing off bumps
 * `job_seq`, so a job queued for an older time finds itself stale and does nothing. `claimed_until`
 * is the lease of the try in flight (a second delivery meanwhile does nothing); `platform_calls`
 * counts tries that may have reached the platform, so the next try first asks whether the post exists.
 */
export const scheduledPosts = pgTable(
  'scheduled_posts',
  {
    ...uuidId(),
    ...ownerId(),
    ...listingId(),
    platform: text('platform', {
      enum: [
        'linkedin',
        'twitter',
        'facebook_marketplace',
        'instagram',
        'facebook_page',
        'youtube',
        'tiktok',
      ],
    }).notNull(),
    text: text('text').notNull(),
    /** Instagram / Facebook Page: the finished reel posted as a Reel (null: a photo or text post). */
    reel_id: uuid('reel_id').references(() => reels.id, { onDelete: 'set null' }),
    /** YouTube: the title and privacy the agent chose (the text is the description). */
    youtube: jsonb('youtube').$type<{ title: string; privacy: 'public' | 'unlisted' | 'private' }>(),
    /**
     * YouTube: the resumable upload's session URI (sealed), kept so a later try resumes the upload or
     * finds the finished video instead of uploading it twice (a session lives about a week). TikTok:
     * the publish_id and upload_url (sealed JSON), so a later try asks status/fetch instead of posting again.
     */
    /** TikTok: privacy and interaction choices, and sent_to_inbox once it waits in the inbox. */
    tiktok: jsonb('tiktok').$type<TTikTokPost>(),
    upload_session: text('upload_session'),
    /**
     * Instagram / Facebook Page: the Page this post goes to (Instagram: the professional account linked
     * to it), chosen per post among the Pages the member manages; null: the connection's chosen Page.
     */
    page_id: text('page_id'),
    /**
     * TikTok: when TikTok was first found still processing the uploaded video after a try's polls. The
     * post stays publishing and is re-checked later (status/fetch only) instead of being marked failed.
     */
    processing_since: instant('processing_since'),
    photo_ids: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    publish_at: instant('publish_at').notNull(),
    /** When the next try is due when it differs from publish_at (a 429's Retry-After). */
    next_try_at: instant('next_try_at'),
    time_zone: text('time_zone').notNull().default('UTC'),
    link_in_reply: boolean('link_in_reply').notNull().default(false),
    /**
     * The claim blocks the agent confirmed when the text was written (issue 26), by field and text:
     * the publish-time check honours exactly these and records them in the audit trail. Null: none.
     */
    override_claims: jsonb('override_claims').$type<NamedClaim[]>(),
    status: text('status', { enum: ['scheduled', 'publishing', 'published', 'failed', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    job_seq: integer('job_seq').notNull().default(1),
    claimed_until: instant('claimed_until'),
    platform_calls: integer('platform_calls').notNull().default(0),
    external_id: text('external_id'),
    external_url: text('external_url'),
    error: text('error'),
    published_at: instant('published_at'),
    ...timestamps(),
  },
  (t) => [
    index('scheduled_posts_user_idx').on(t.user_id, t.publish_at),
    index('scheduled_posts_pending_idx').on(t.status).where(sql`${t.status} in ('scheduled', 'publishing')`),
  ],
);
