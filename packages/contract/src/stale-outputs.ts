import { z } from 'zod';
import { successEnvelope } from './envelope';
import { LISTING_STATUSES } from './listing';

/**
 * Posts that stay true (NAR Code of Ethics, Standard of Practice 12-8: "The obligation to present a
 * true picture in real estate communications and advertising … includes the duty to keep the
 * information current"). When a listing's price or status changes, every earlier output that states
 * the old facts is stale until the agent takes its one action.
 */

export const STALE_OUTPUT_MESSAGES = {
  listed: 'Stale outputs fetched',
  factsUpdated: 'Listing updated',
  factsRequired: 'Give a price, a status or both',
  priceInvalid: 'Price must be a whole number of dollars from 1 to 10,000,000,000',
  statusInvalid: 'Choose a status: for sale, for rent, pending, sold or off market',
  notFound: 'Output not found',
  upToDate: 'This output already states the listing’s current price and status',
  reconnect: 'Connect your account again to change this post',
  platformFailed: 'The platform did not take the change; try again in a moment',
  updated: 'Post updated with the current price and status',
  deletedAndFollowedUp: 'Post deleted and a follow-up posted with the current price and status',
  marketplaceReminder: 'Open your Marketplace listing to mark it sold or change its price',
  followUpReminder: 'Post the follow-up with the current price and status',
} as const;

/** The facts an output states that can go out of date: what the stale check compares. */
export const ZListingFactsSchema = z.object({
  price: z.number().nullable(),
  status: z.enum(LISTING_STATUSES).nullable(),
});
export type TListingFacts = z.infer<typeof ZListingFactsSchema>;

/**
 * The one action a stale output gets, by what its platform allows:
 * - `update`: LinkedIn edits a post's commentary in place (Posts API, "Update Posts",
 *   https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api).
 * - `delete_and_follow_up`: X's API has no edit: the post is deleted
 *   (https://docs.x.com/x-api/posts/delete-post) and a follow-up with the new facts is posted.
 * - `marketplace_reminder`: Marketplace has no API: the agent is sent to their Marketplace listings
 *   to mark it sold or change its price.
 * - `follow_up_reminder`: a post the agent made through the platform's own composer, or a reel they
 *   downloaded: we hold no handle on it, so the follow-up text opens in the composer to post.
 */
export const STALE_ACTIONS = [
  'update',
  'delete_and_follow_up',
  'marketplace_reminder',
  'follow_up_reminder',
] as const;
export type StaleAction = (typeof STALE_ACTIONS)[number];

export const STALE_ACTION_LABELS: Record<StaleAction, string> = {
  update: 'Update the post',
  delete_and_follow_up: 'Delete and post a follow-up',
  marketplace_reminder: 'Open Marketplace to update',
  follow_up_reminder: 'Post a follow-up',
};

export const ZStaleOutputSchema = z.object({
  audit_event_id: z.string(),
  listing_id: z.string(),
  /** The listing's address, for the dashboard's list. */
  address: z.string(),
  kind: z.enum(['post', 'scheduled_post', 'reel']),
  platform: z.string(),
  output_id: z.string(),
  /** What the output states now (its own facts, or those its last follow-up brought it to). */
  stated: ZListingFactsSchema,
  current: ZListingFactsSchema,
  action: z.enum(STALE_ACTIONS),
  created_at: z.string(),
});
export type TStaleOutput = z.infer<typeof ZStaleOutputSchema>;

/** GET /api/v1/listings/:id/stale-outputs and GET /api/v1/stale-outputs (newest first). */
export const ZStaleOutputsSchema = z.object({
  outputs: z.array(ZStaleOutputSchema),
  /** How many are stale, counted up to STALE_COUNT_CAP (the dashboard shows "100+"). */
  total: z.number().int(),
});
export type TStaleOutputs = z.infer<typeof ZStaleOutputsSchema>;
export const ZStaleOutputsResponseSchema = successEnvelope(ZStaleOutputsSchema);

/** The dashboard lists this many and counts up to the cap, so its cost does not grow with history. */
export const STALE_LIST_LIMIT = 20;
export const STALE_COUNT_CAP = 100;

/** POST /api/v1/stale-outputs/:auditEventId/actions answers what was done. */
export const ZStaleOutputActionResultSchema = z.object({
  action: z.enum(STALE_ACTIONS),
  /** The text that went out (or is to go out, for a reminder). */
  text: z.string(),
  /** Where the agent goes next: the platform's page of the post, Marketplace or the composer. */
  open_url: z.string().nullable(),
  facts: ZListingFactsSchema,
});
export type TStaleOutputActionResult = z.infer<typeof ZStaleOutputActionResultSchema>;
export const ZStaleOutputActionResponseSchema = successEnvelope(ZStaleOutputActionResultSchema);

/** PUT /api/v1/listings/:id/facts: the agent sets the price or status on the listing's page. */
export const ZUpdateListingFactsRequestSchema = z
  .object({
    price: z
      .number({ error: STALE_OUTPUT_MESSAGES.priceInvalid })
      .int(STALE_OUTPUT_MESSAGES.priceInvalid)
      .min(1, STALE_OUTPUT_MESSAGES.priceInvalid)
      .max(10_000_000_000, STALE_OUTPUT_MESSAGES.priceInvalid)
      .optional(),
    status: z.enum(LISTING_STATUSES, { error: STALE_OUTPUT_MESSAGES.statusInvalid }).optional(),
  })
  .refine((b) => b.price !== undefined || b.status !== undefined, STALE_OUTPUT_MESSAGES.factsRequired);
export type TUpdateListingFactsRequest = z.infer<typeof ZUpdateListingFactsRequestSchema>;
export const ZUpdateListingFactsResponseSchema = successEnvelope(ZListingFactsSchema);
