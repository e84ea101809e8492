import { z } from 'zod';
import { ZClaimOverrideSchema } from './claims';
import { type AddonKey, PLATFORM_ADDON } from './constants';
import { successEnvelope } from './envelope';
import { ZFacebookPageSchema, ZPageIdSchema } from './meta-accounts';
import { ZTikTokPostSchema, ZTikTokVideoSchema } from './tiktok';
import { ZYouTubeVideoSchema } from './youtube';

export * from './meta-accounts';
export * from './post-credits';
export * from './video-limits';

/**
 * Connected social accounts (LinkedIn, X, Meta) and scheduled posts (issues 14, 27). One Facebook
 * Login connection (`facebook`) reaches both a Facebook Page and the Instagram professional account
 * linked to it, so the post platforms `facebook_page` and `instagram` share it.
 */

export const SOCIAL_PLATFORMS = ['linkedin', 'twitter', 'facebook', 'youtube', 'tiktok'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SCHEDULED_POST_PLATFORMS = [
  'linkedin',
  'twitter',
  'facebook_marketplace',
  'instagram',
  'facebook_page',
  'youtube',
  'tiktok',
] as const;
export type ScheduledPostPlatform = (typeof SCHEDULED_POST_PLATFORMS)[number];

/** The connection a post platform publishes through (Marketplace has none: it is a reminder). */
export const POST_ACCOUNT: Record<ScheduledPostPlatform, SocialPlatform | null> = {
  linkedin: 'linkedin',
  twitter: 'twitter',
  facebook_marketplace: null,
  instagram: 'facebook',
  facebook_page: 'facebook',
  youtube: 'youtube',
  tiktok: 'tiktok',
};

export const SCHEDULED_POST_STATUSES = [
  'scheduled',
  'publishing',
  'published',
  'failed',
  'cancelled',
] as const;
export type ScheduledPostStatus = (typeof SCHEDULED_POST_STATUSES)[number];

/**
 * The counter a post took its credit from before issue 27's pricing (Meta, YouTube and TikTok posts
 * spent the Facebook credit): refunds and cancels still give a credit back by it, and give nothing
 * when none was taken. What a post spends now is `postCreditAddon` (post-credits.ts).
 */
export const POST_ADDON: Record<ScheduledPostPlatform, AddonKey> = {
  ...PLATFORM_ADDON,
  instagram: 'promote_to_facebook_marketplace',
  facebook_page: 'promote_to_facebook_marketplace',
  youtube: 'promote_to_facebook_marketplace',
  tiktok: 'promote_to_facebook_marketplace',
};

/** Photos per post through each platform's API. */
export const SCHEDULED_POST_PHOTO_LIMITS: Record<ScheduledPostPlatform, number> = {
  twitter: 4,
  linkedin: 9,
  facebook_marketplace: 20,
  /** A carousel holds 2 to 10 items (Instagram content publishing). */
  instagram: 10,
  facebook_page: 10,
  /** A Short is the reel alone. */
  youtube: 0,
  /** A TikTok photo post takes up to 35 photos (https://developers.tiktok.com/doc/content-posting-api-reference-photo-post); a video, the reel alone. */
  tiktok: 35,
};

/** LinkedIn tokens live 60 days; the card warns this long before they run out. */
export const RECONNECT_WARNING_DAYS = 7;

export const SOCIAL_MESSAGES = {
  accountsListed: 'Connected accounts fetched',
  connectStarted: 'Continue on the platform to connect your account',
  connected: 'Account connected',
  disconnected: 'Account disconnected',
  notConnected: 'This account is not connected',
  badState: 'This connection link has expired or was already used. Please connect again.',
  connectFailed: 'The platform refused the connection. Please try again.',
  notConfigured: 'Connecting this platform is not configured on this server',
  postScheduled: 'Post scheduled',
  postQueued: 'Post is being published',
  postsListed: 'Scheduled posts fetched',
  postUpdated: 'Scheduled post updated',
  postCancelled: 'Scheduled post cancelled',
  postNotFound: 'Scheduled post not found',
  postFetched: 'Scheduled post fetched',
  remindersListed: 'Marketplace reminders fetched',
  onlyScheduled: 'Only a post that is still scheduled can be changed',
  inPast: 'Choose a time in the future',
  badTime: 'Choose a date and a time',
  badTimeZone: 'Unknown time zone',
  tooManyPhotos: (max: number) => `At most ${max} photos for this platform`,
  textTooLong: 'The text is longer than the platform allows',
  emptyText: 'Write the text of the post',
  needsAccount: 'Connect your account for this platform first',
  reconnect:
    'Your account connection expired or was revoked. Reconnect it in your profile and schedule again.',
  publishFailed: 'The post could not be published. Your credit was given back.',
  noCredits: 'No credits left for this platform. Your post was not published.',
  /** A scheduled post's claim the listing contradicts at publish time and the agent never confirmed. */
  claimsChanged: (lines: string[]) =>
    `The listing no longer matches this post, so it was not published: ${lines.join(' ')} Correct the post and schedule it again.`,
  /** Shown before an X post with a link: X's API charges more for posts that contain a link. */
  xLinkCost:
    "X's API charges more for a post with a link. Ticked, the post goes without it and the link follows in a reply; unticked, the link stays in the post.",
  pageChosen: 'Facebook Page chosen',
  pagesListed: 'Facebook Pages fetched',
  pageNotManaged: 'This Page is not one you manage on Facebook. Choose one from the list.',
  needsPage: 'Choose the Facebook Page to publish to in Connected accounts first',
  /** The Page has no instagram_business_account: what the agent changes on Instagram's side. */
  instagramNotProfessional:
    'This Page has no Instagram professional account linked. A personal Instagram account cannot publish through the API: in the Instagram app, switch the account to Professional (Business or Creator), link it to this Facebook Page, then choose the Page again here.',
  instagramNeedsMedia: 'An Instagram post needs a reel or at least one photo',
  reelNotReady: 'Choose a finished reel of this listing',
  reelOnlyOnMeta: 'Reels can be posted to Instagram, Facebook Pages, YouTube, TikTok, LinkedIn and X',
  limitRead: 'Instagram publishing limit fetched',
  /** Instagram's rolling 24-hour cap is used up: the post waits instead of failing. */
  instagramLimitReached: (used: number, total: number) =>
    `Instagram's limit of ${total} API posts in 24 hours is reached (${used} used). The post will be tried again later.`,
  youtubeNeedsReel: 'A YouTube Short needs a finished reel of this listing',
  youtubeNeedsTitle: 'Give the YouTube video a title',
  instagramProcessingFailed: (status: string) =>
    `Instagram could not process the media (${status}). No credit was taken for it.`,
} as const;

/** connected: working; expiring: ends within RECONNECT_WARNING_DAYS; expired; revoked by the member. */
export const ACCOUNT_HEALTHS = ['connected', 'expiring', 'expired', 'revoked'] as const;
export type AccountHealth = (typeof ACCOUNT_HEALTHS)[number];

export const ZConnectedAccountSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  account_name: z.string(),
  /** When the access (LinkedIn) or refresh grant ends; null when the platform renews it (X). */
  expires_at: z.string().nullable(),
  /** True when it expires within RECONNECT_WARNING_DAYS: the card offers a reconnect. */
  needs_reconnect: z.boolean(),
  health: z.enum(ACCOUNT_HEALTHS),
  connected_at: z.string(),
  /** Meta only: the Page chosen to publish to, with its Instagram account (null: none chosen yet). */
  page: ZFacebookPageSchema.nullable().optional(),
});
export type TConnectedAccount = z.infer<typeof ZConnectedAccountSchema>;

export const ZConnectedAccountsResponseSchema = successEnvelope(
  z.object({ accounts: z.array(ZConnectedAccountSchema) }),
);
export type TConnectedAccountsResponse = z.infer<typeof ZConnectedAccountsResponseSchema>;

/** POST /connected-accounts/:platform/connect: where to send the browser. */
export const ZConnectStartResponseSchema = successEnvelope(z.object({ authorize_url: z.string() }));

/** POST /connected-accounts/:platform/callback: what the platform sent back to the redirect page. */
export const ZConnectCallbackRequestSchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
});
export type TConnectCallbackRequest = z.infer<typeof ZConnectCallbackRequestSchema>;
export const ZConnectedAccountResponseSchema = successEnvelope(ZConnectedAccountSchema);

const ZIsoInstant = z.iso.datetime({ offset: true });

export const ZCreateScheduledPostRequestSchema = z.object({
  listing_id: z.string().max(100),
  platform: z.enum(SCHEDULED_POST_PLATFORMS),
  text: z.string().max(10_000),
  // Above every platform's limit (TikTok photo posts: 35), so checkPostContent refuses in words.
  photo_ids: z.array(z.string().max(100)).max(50).default([]),
  /** ISO time (UTC or with an offset); omitted publishes now. */
  publish_at: ZIsoInstant.optional(),
  /** The agent's IANA zone, to show the time back as they chose it. */
  time_zone: z.string().max(64).default('UTC'),
  /** X: post the text's links in a reply instead of the post itself. */
  link_in_reply: z.boolean().default(false),
  /** The agent's explicit override of claim blocks (issue 26), recorded when the post goes out. */
  override_claims: ZClaimOverrideSchema.optional(),
  /** A finished reel of the listing, posted as a Reel (Meta) or a video (LinkedIn, X); photos ignored. */
  reel_id: z.string().max(100).optional(),
  /** YouTube: the video's title and privacy (required there, ignored elsewhere). */
  youtube: ZYouTubeVideoSchema.optional(),
  /** TikTok: the privacy level (from the creator's options) and interaction switches. */
  tiktok: ZTikTokVideoSchema.optional(),
  /**
   * Instagram / Facebook Page: the Page this post goes to, one the member manages (Instagram: the
   * account linked to it); omitted: the connection's chosen Page. Ignored on other platforms.
   */
  page_id: ZPageIdSchema.optional(),
});
export type TCreateScheduledPostRequest = z.input<typeof ZCreateScheduledPostRequestSchema>;

export const ZUpdateScheduledPostRequestSchema = z.object({
  text: z.string().max(10_000).optional(),
  photo_ids: z.array(z.string().max(100)).max(50).optional(),
  publish_at: ZIsoInstant.optional(),
  time_zone: z.string().max(64).optional(),
  link_in_reply: z.boolean().optional(),
  override_claims: ZClaimOverrideSchema.optional(),
  youtube: ZYouTubeVideoSchema.optional(),
  tiktok: ZTikTokVideoSchema.optional(),
  /** Instagram / Facebook Page: another Page (checked as when scheduling); null: the connection's. */
  page_id: ZPageIdSchema.nullable().optional(),
});
export type TUpdateScheduledPostRequest = z.infer<typeof ZUpdateScheduledPostRequestSchema>;

export const ZScheduledPostSchema = z.object({
  id: z.string(),
  listing_id: z.string(),
  platform: z.enum(SCHEDULED_POST_PLATFORMS),
  text: z.string(),
  photo_ids: z.array(z.string()),
  publish_at: z.string(),
  time_zone: z.string(),
  /** publish_at in the agent's zone, e.g. "Mon, Nov 23, 2026, 9:00 AM EST". */
  publish_at_local: z.string(),
  link_in_reply: z.boolean(),
  /** The reel posted (Instagram, Facebook Page); left out by clients that predate issue 27. */
  reel_id: z.string().nullable().optional(),
  /** YouTube only: title and privacy as chosen (absent elsewhere and from older servers). */
  youtube: ZYouTubeVideoSchema.nullable().optional(),
  /** TikTok only: the choice, and sent_to_inbox once it waits in the creator's TikTok inbox. */
  tiktok: ZTikTokPostSchema.nullable().optional(),
  /** Instagram / Facebook Page: the Page chosen for this post (null: the connection's Page). */
  page_id: z.string().nullable().optional(),
  /** A publishing post TikTok was still processing when last asked: since when (re-checked later). */
  processing_since: z.string().nullable().optional(),
  status: z.enum(SCHEDULED_POST_STATUSES),
  /** The post on the platform once published. */
  external_url: z.string().nullable(),
  error: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});
export type TScheduledPost = z.infer<typeof ZScheduledPostSchema>;

export const ZScheduledPostResponseSchema = successEnvelope(ZScheduledPostSchema);
export const ZScheduledPostsResponseSchema = successEnvelope(
  z.object({ posts: z.array(ZScheduledPostSchema) }),
);
export type TScheduledPostsResponse = z.infer<typeof ZScheduledPostsResponseSchema>;

/** Marketplace's 'Home for Sale or Rent' form, which the extension fills (never submits). */
export const MARKETPLACE_CREATE_URL = 'https://www.facebook.com/marketplace/create/rental';
/**
 * The query parameter a Marketplace reminder adds to Facebook's create form: the scheduled post's
 * id, which the extension's Marketplace content script reads to fill the form from the saved listing.
 */
export const MARKETPLACE_REMINDER_PARAM = 'pp_post';

/** Facebook's create form carrying the reminder's post id (the email's and the notification's link). */
export const marketplaceReminderLink = (postId: string): string =>
  `${MARKETPLACE_CREATE_URL}?${MARKETPLACE_REMINDER_PARAM}=${encodeURIComponent(postId)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The post id a Marketplace form address carries, or null (only ids that look like ours). */
export function reminderPostId(href: string): string | null {
  // Read from the query only (no URL class here: the contract runs without DOM or Node types).
  const query = href.split('#')[0]?.split('?')[1] ?? '';
  const pair = query.split('&').find((p) => p.startsWith(`${MARKETPLACE_REMINDER_PARAM}=`));
  const id = pair ? pair.slice(MARKETPLACE_REMINDER_PARAM.length + 1) : '';
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** A Marketplace reminder the extension turns into a browser notification at its time. */
export const ZMarketplaceReminderSchema = z.object({
  post_id: z.string(),
  listing_id: z.string(),
  publish_at: z.string(),
  /** The listing's street and city, for the notification's text. */
  address: z.string(),
  /** Facebook's create form with the post id (marketplaceReminderLink). */
  url: z.string(),
});
export type TMarketplaceReminder = z.infer<typeof ZMarketplaceReminderSchema>;

/** GET /scheduled-posts/reminders: Marketplace reminders still to come or due within REMINDER_LOOKBACK_HOURS. */
export const ZMarketplaceRemindersResponseSchema = successEnvelope(
  z.object({ reminders: z.array(ZMarketplaceReminderSchema) }),
);
export type TMarketplaceRemindersResponse = z.infer<typeof ZMarketplaceRemindersResponseSchema>;

/** A reminder whose time passed while the browser was closed is still shown this long after. */
export const REMINDER_LOOKBACK_HOURS = 12;
