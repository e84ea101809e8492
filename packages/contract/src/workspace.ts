import { z } from 'zod';
import { LISTING_SOURCES, PUBLISH_PLATFORMS } from './constants';
import { successEnvelope } from './envelope';
import { type DraftTemplate, LISTING_STATUSES, ZListingSchema } from './listing';
import { SCHEDULED_POST_PLATFORMS } from './social';
import { optionalText, requiredText } from './zod-helpers';

/**
 * The agent's workspace (issue 13): the listings page, one listing's activity, the branded property
 * page, its leads and clicks, and the results per platform.
 */

export const WORKSPACE_MESSAGES = {
  deleted: 'Listing deleted',
  activity: 'Listing activity fetched',
  pageUpdated: 'Property page updated',
  results: 'Results fetched',
  logoUpdated: 'Logo updated',
  logoNotFound: 'No logo uploaded',
  leadSent: 'Thank you! Your request was sent to the agent.',
  leadContactRequired: 'Please give an email address or a phone number',
  leadEmailInvalid: 'Please enter a valid email address',
  accentInvalid: 'Accent colour must be a hex colour like #1a73e8',
} as const;

/** Where a visitor came from: the `src` of the link each post carries (`direct` without one). */
export const CLICK_SOURCES = ['fb', 'li', 'x', 'reel', 'direct'] as const;
export type ClickSource = (typeof CLICK_SOURCES)[number];

export const POST_SOURCES = ['fb', 'li', 'x', 'reel'] as const;

/** The `src` a post on each platform links with. */
export const PLATFORM_SRC: Record<(typeof PUBLISH_PLATFORMS)[number], ClickSource> = {
  facebook_marketplace: 'fb',
  linkedin: 'li',
  twitter: 'x',
};

export const CLICK_SOURCE_LABELS: Record<ClickSource, string> = {
  fb: 'Facebook',
  li: 'LinkedIn',
  x: 'X',
  reel: 'Reels',
  direct: 'Direct',
};

export const LISTINGS_PAGE_SIZE = 20;

/** GET /api/v1/listings?q=&source=&status=&page= */
export const ZListingsQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  source: z.enum(LISTING_SOURCES).optional(),
  status: z.enum(LISTING_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TListingsQuery = Partial<z.infer<typeof ZListingsQuerySchema>>;

export const CHANGE_KINDS = [
  'price_reduced',
  'price_increased',
  'pending',
  'sold',
  'back_on_market',
  'status_changed',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The follow-up post each change calls for (null: none). */
export const FOLLOW_UP_TEMPLATES: Record<ChangeKind, DraftTemplate | null> = {
  price_reduced: 'price_reduced',
  price_increased: null,
  pending: 'under_contract',
  sold: 'just_sold',
  back_on_market: 'just_listed',
  status_changed: null,
};

export const FOLLOW_UP_LABELS: Record<ChangeKind, string> = {
  price_reduced: 'The price was reduced',
  price_increased: 'The price went up',
  pending: 'The sale is pending',
  sold: 'The home sold',
  back_on_market: 'The home is back on the market',
  status_changed: 'The status changed',
};

/** What changed on the listing's page since the agent saved it before. */
export const ZListingChangeSchema = z.object({
  kind: z.enum(CHANGE_KINDS),
  from_price: z.number().nullable(),
  to_price: z.number().nullable(),
  from_status: ZListingSchema.shape.status,
  to_status: ZListingSchema.shape.status,
  created_at: z.string(),
});
export type TListingChange = z.infer<typeof ZListingChangeSchema>;

export const ZPropertyPageInfoSchema = z.object({
  slug: z.string(),
  url: z.string(),
  published: z.boolean(),
});
export type TPropertyPageInfo = z.infer<typeof ZPropertyPageInfoSchema>;

/**
 * PUT /api/v1/listings/:id/photos/:photoId: label a photo as digitally altered (AB 723), and/or move
 * it to `position` among the listing's photos (0 makes it the cover; past the end puts it last).
 */
export const ZUpdateListingPhotoRequestSchema = z
  .object({
    altered: z.boolean().optional(),
    position: z
      .number({ error: 'Position must be a whole number from 0' })
      .int('Position must be a whole number from 0')
      .min(0, 'Position must be a whole number from 0')
      .max(1000, 'Position must be a whole number from 0')
      .optional(),
  })
  .refine((b) => b.altered !== undefined || b.position !== undefined, 'Send altered, position or both');
export type TUpdateListingPhotoRequest = z.infer<typeof ZUpdateListingPhotoRequestSchema>;

/** PUT /api/v1/listings/:id/page */
export const ZUpdatePropertyPageRequestSchema = z.object({ published: z.boolean() });
export const ZUpdatePropertyPageResponseSchema = successEnvelope(ZPropertyPageInfoSchema);

export const ZListingPostSchema = z.object({
  /** The promotion's id, or the scheduled post's (issue 27: most posts now go out scheduled). */
  promotion_id: z.string(),
  platform: z.enum(SCHEDULED_POST_PLATFORMS),
  /** A failed publish gives its credit back, so it shows as refunded. */
  status: z.enum(['published', 'scheduled', 'failed', 'refunded']),
  text: z.string(),
  created_at: z.string(),
});
export type TListingPost = z.infer<typeof ZListingPostSchema>;

export const ZListingReelSchema = z.object({
  reel_id: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const ZLeadSchema = z.object({
  lead_id: z.string(),
  kind: z.enum(['showing', 'question']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  src: z.enum(CLICK_SOURCES),
  created_at: z.string(),
});
export type TLead = z.infer<typeof ZLeadSchema>;

export const ZSourceCountSchema = z.object({
  src: z.enum(CLICK_SOURCES),
  clicks: z.number().int(),
  leads: z.number().int(),
});
export type TSourceCount = z.infer<typeof ZSourceCountSchema>;

/** GET /api/v1/listings/:id/activity: everything the listing's page in the web app shows beside its facts. */
export const ZListingActivitySchema = z.object({
  page: ZPropertyPageInfoSchema,
  posts: z.array(ZListingPostSchema),
  reels: z.array(ZListingReelSchema),
  changes: z.array(ZListingChangeSchema),
  results: z.array(ZSourceCountSchema),
  leads: z.array(ZLeadSchema),
});
export type TListingActivity = z.infer<typeof ZListingActivitySchema>;
export const ZListingActivityResponseSchema = successEnvelope(ZListingActivitySchema);

export const RESULT_WINDOWS = [7, 30] as const;
/** GET /api/v1/users/results?days=7|30 */
export const ZResultsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (RESULT_WINDOWS as readonly number[]).includes(d), 'days must be 7 or 30')
    .default(7),
});
/** One published post's results: its link carries its id (`?post=`), so its clicks and leads are its own. */
export const ZPostResultSchema = z.object({
  post_id: z.string(),
  platform: z.enum(PUBLISH_PLATFORMS),
  listing_id: z.string(),
  address: z.string(),
  published_at: z.string(),
  clicks: z.number().int(),
  leads: z.number().int(),
});
export type TPostResult = z.infer<typeof ZPostResultSchema>;
export const ZResultsSchema = z.object({
  days: z.number().int(),
  totals: z.object({ clicks: z.number().int(), leads: z.number().int() }),
  by_platform: z.array(ZSourceCountSchema),
  by_listing: z.array(
    z.object({
      listing_id: z.string(),
      address: z.string(),
      clicks: z.number().int(),
      leads: z.number().int(),
    }),
  ),
  /** Posts published in the window or counted in it, most clicked first (issue 24). */
  by_post: z.array(ZPostResultSchema),
  /** One entry per UTC day of the window, oldest first (days without activity are zeros). */
  daily: z.array(z.object({ day: z.string(), clicks: z.number().int(), leads: z.number().int() })),
});
export type TResults = z.infer<typeof ZResultsSchema>;
export const ZResultsResponseSchema = successEnvelope(ZResultsSchema);

/** The property page's lead form (POST /p/:slug/leads, form-encoded so it works without JavaScript). */
export const ZLeadRequestSchema = z
  .object({
    kind: z.enum(['showing', 'question']).default('showing'),
    name: requiredText('Please enter your name', 120),
    email: optionalText(254),
    phone: optionalText(40),
    message: optionalText(2000),
    src: z.enum(CLICK_SOURCES).optional().catch(undefined),
    /** The honeypot: hidden from people, filled by form-filling bots. */
    website: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone)
      ctx.addIssue({ code: 'custom', path: ['email'], message: WORKSPACE_MESSAGES.leadContactRequired });
    if (v.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: WORKSPACE_MESSAGES.leadEmailInvalid });
  });
export type TLeadRequest = z.infer<typeof ZLeadRequestSchema>;

/** The branding fields of the profile that property pages show. */
export const ZBrandingSchema = z.object({
  brokerage_name: optionalText(120),
  accent_color: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, WORKSPACE_MESSAGES.accentInvalid)
    .optional()
    .default(''),
  license_number: optionalText(60),
  phone_number: z
    .string()
    .trim()
    .max(40, 'Must be at most 40 characters')
    .regex(/^[0-9+()\-. ]*$/, 'Phone may contain digits, spaces and + ( ) - . only')
    .optional(),
});
