import { z } from 'zod';
import { ZClaimFindingSchema, ZClaimOverrideSchema } from './claims';
import { PUBLISH_PLATFORMS } from './constants';
import { successEnvelope, ZErrorEnvelopeSchema } from './envelope';
import { ZPostLanguageSchema } from './language';
import {
  DRAFT_TEMPLATES,
  isListingHost,
  LISTING_LIMITS,
  ZComplianceFindingSchema,
  ZDraftsSchema,
  ZListingSchema,
  ZMarketplaceDraftSchema,
} from './listing';
import { listingSaveProblem } from './listing-readiness';
import { safeText } from './safe-text';
import { ZListingChangeSchema, ZPropertyPageInfoSchema } from './workspace';

/** Request and answer shapes of the listing and promotion endpoints (issue 6). */

/** Answers of the listing and promotion endpoints; 402 uses the spec's MESSAGES.noCreditsLeft. */
export const LISTING_MESSAGES = {
  saved: 'Listing saved',
  fetched: 'Listing fetched',
  listed: 'Listings fetched',
  notFound: 'Listing not found',
  promotionNotFound: 'Promotion not found',
  photoNotFound: 'Photo not found',
  photoUpdated: 'Photo updated',
  published: 'Promotion recorded',
  failed: 'Promotion marked as failed',
  complianceRefused: 'This post has wording that cannot be published. Please edit the flagged phrases.',
  claimsRefused:
    'This post states facts the listing contradicts. Correct them, or publish anyway to record that you checked them.',
  tooLong: (limit: number) => `The post is longer than the platform allows (${limit})`,
  /** The explicit override of one claim block, as the web form and the side panel label it (issue 26). */
  claimOverride: 'Publish anyway — I confirm this is true',
  /** Why Publish or Schedule waits: blocks the agent has neither corrected nor confirmed. */
  claimsWaiting: (n: number) =>
    n === 1
      ? 'Correct the claim the listing contradicts, or tick “Publish anyway” once you have checked it.'
      : `Correct the ${n} claims the listing contradicts, or tick “Publish anyway” for each one you have checked.`,
} as const;

/** A listing as the API accepts it: its URL must be on the host of its own source. */
export const ZIncomingListingSchema = ZListingSchema.refine((l) => isListingHost(l.url, l.source), {
  message: 'The listing URL must be a Zillow, Realtor.com, Trulia or Redfin page of its source',
  path: ['url'],
}).superRefine((l, ctx) => {
  // An empty or near-empty read of a page is never stored (nor turned into drafts).
  const problem = listingSaveProblem(l);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['address'] });
});

/** The drafts' language (issue 26); without it, the profile's default language. */
const draftsLanguage = { language: ZPostLanguageSchema.optional() };

export const ZCreateListingRequestSchema = z.object({ listing: ZIncomingListingSchema, ...draftsLanguage });
export type TCreateListingRequest = z.infer<typeof ZCreateListingRequestSchema>;
/** GET /listings/:id?language=es: the stored listing's drafts in that language. */
export const ZListingDraftsQuerySchema = z.object(draftsLanguage);

/** Findings of each draft, keyed by platform. */
export const ZDraftFindingsSchema = z.object({
  facebook_marketplace: z.array(ZComplianceFindingSchema),
  linkedin: z.array(ZComplianceFindingSchema),
  twitter: z.array(ZComplianceFindingSchema),
});
export type TDraftFindings = z.infer<typeof ZDraftFindingsSchema>;

export const ZListingDetailSchema = z.object({
  listing_id: z.string(),
  listing: ZListingSchema,
  drafts: ZDraftsSchema,
  findings: ZDraftFindingsSchema,
  /** The listing's public property page; drafts link to it. */
  page: ZPropertyPageInfoSchema,
  /** What changed since the previous save (price or status), with the follow-up post it calls for. */
  change: ZListingChangeSchema.nullable(),
  /** Whether any post was published for this listing before (a change then calls for a follow-up). */
  promoted_before: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TListingDetail = z.infer<typeof ZListingDetailSchema>;

/** POST /api/v1/listings */
export const ZCreateListingResponseSchema = successEnvelope(ZListingDetailSchema);
/** GET /api/v1/listings/:id */
export const ZListingDetailResponseSchema = successEnvelope(ZListingDetailSchema);

export const ZListingSummarySchema = z.object({
  listing_id: z.string(),
  source: ZListingSchema.shape.source,
  url: z.string(),
  status: ZListingSchema.shape.status,
  price: z.number().nullable(),
  address: ZListingSchema.shape.address,
  photo: z.string().nullable(),
  page: ZPropertyPageInfoSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TListingSummary = z.infer<typeof ZListingSummarySchema>;

/** GET /api/v1/listings?q=&source=&status=&page= (the user's own listings, newest first, one page). */
export const ZListingListResponseSchema = successEnvelope(
  z.object({
    listings: z.array(ZListingSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);

export const PROMOTION_STATUSES = ['published', 'failed'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** POST /api/v1/promotions: the user publishes an edited draft. */
export const ZCreatePromotionRequestSchema = z.object({
  listing_id: safeText().min(1).max(100),
  platform: z.enum(PUBLISH_PLATFORMS),
  text: safeText().trim().min(1).max(LISTING_LIMITS.description),
  fields: ZMarketplaceDraftSchema.partial().optional(),
  /** The draft's template; 'just_sold' of a listing that is not the agent's needs the side (NAR SoP 12-7). */
  template: z.enum(DRAFT_TEMPLATES).optional(),
  /** The agent's explicit override of claim blocks (issue 26), recorded in the listing's audit trail. */
  override_claims: ZClaimOverrideSchema.optional(),
});
export type TCreatePromotionRequest = z.infer<typeof ZCreatePromotionRequestSchema>;

export const ZPromotionSchema = z.object({
  promotion_id: z.string(),
  listing_id: z.string(),
  platform: z.enum(PUBLISH_PLATFORMS),
  status: z.enum(PROMOTION_STATUSES),
  /** The text as recorded: its property page link now carries this post's id (post it as it is). */
  text: z.string(),
  /** Warn-level findings that did not stop the publish. */
  findings: z.array(ZComplianceFindingSchema),
  /** Claim findings published past: warnings, and blocks the agent overrode (issue 26). */
  claims: z.array(ZClaimFindingSchema).optional(),
  /** What is left on the platform's counter after this request. */
  credits_left: z.number().int(),
  created_at: z.string(),
});
export type TPromotion = z.infer<typeof ZPromotionSchema>;

export const ZCreatePromotionResponseSchema = successEnvelope(ZPromotionSchema);
/** POST /api/v1/promotions/:id/fail */
export const ZFailPromotionResponseSchema = successEnvelope(ZPromotionSchema);

/** 422 answer of POST /api/v1/promotions when a block-level finding refuses the text. */
export const ZPromotionRefusedSchema = ZErrorEnvelopeSchema.extend({
  findings: z.array(ZComplianceFindingSchema),
  /** The claim checker's findings (issue 26): a block refuses unless overridden. */
  claims: z.array(ZClaimFindingSchema).optional(),
});
export type TPromotionRefused = z.infer<typeof ZPromotionRefusedSchema>;
