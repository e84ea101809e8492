import {
  isFairUsePhotoPost,
  LISTING_MESSAGES,
  POST_ACCOUNT,
  type ScheduledPostPlatform,
  SOCIAL_MESSAGES,
  type TListing,
  type TScheduledPost,
  type ZCreateScheduledPostRequestSchema,
} from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { connectedAccounts, scheduledPosts } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { assertPublicOutputAllowed } from '../listing-compliance/assert-public-output-allowed';
import { getOwnListing } from '../listings/find-listings';
import { isUuid } from '../listings/save-listing';
import { getOwnPhotos } from '../media/find-photos';
import { acceptedBlocks, refuseNoncompliant } from '../promotions/refuse-noncompliant';
import { requireActiveAccess } from '../usage/require-dashboard-access';
import { getUser } from '../users/find-user';
import { checkMetaPost } from './check-meta-post';
import { checkCreditLeft, checkPostContent, checkTimeZone, publishTime } from './check-post-input';
import { assertFairUseLeft } from './photo-fair-use';
import { delayUntil, postJobId } from './post-job';
import { scheduledPostOut } from './scheduled-post-out';

type CreateRequest = z.infer<typeof ZCreateScheduledPostRequestSchema>;

/** The user's listing for a post body: another user's or an unknown id is a 400 on the field. */
export async function ownListingField(ctx: AppContext, userId: string, listingId: string) {
  try {
    return await getOwnListing(ctx.db, userId, listingId);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404)
      throw fieldError('listing_id', LISTING_MESSAGES.notFound);
    throw err;
  }
}

/** The user's photos by id, in order; an id that is not theirs (or not an id) is a 400. */
export async function ownPhotoIds(ctx: AppContext, userId: string, ids: string[]) {
  if (ids.some((id) => !isUuid(id))) throw fieldError('photo_ids', 'Photo not found');
  if (ids.length > 0) await getOwnPhotos(ctx.db, userId, ids);
}

async function requireAccount(ctx: AppContext, userId: string, platform: ScheduledPostPlatform) {
  const connection = POST_ACCOUNT[platform];
  if (!connection) return;
  const [account] = await ctx.db
    .select({ id: connectedAccounts.id })
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.user_id, userId), eq(connectedAccounts.platform, connection)));
  if (!account) throw fieldError('platform', SOCIAL_MESSAGES.needsAccount);
}

/**
 * Schedules a post (or queues it now). Every check runs before the one insert, so a refused
 * request writes nothing; the credit is taken later, when the post is published.
 */
export async function createScheduledPost(
  ctx: AppContext,
  userId: string,
  req: CreateRequest,
): Promise<TScheduledPost> {
  const now = ctx.now();
  const user = await getUser(ctx.db, userId);
  requireActiveAccess(user, now, 'You need an active subscription or trial to schedule posts');
  checkTimeZone(req.time_zone);
  const at = publishTime(req.publish_at, now);
  checkPostContent(req.platform, req);
  const listing = await ownListingField(ctx, userId, req.listing_id);
  const { claims } = refuseNoncompliant(
    listing.data as TListing,
    user.full_name,
    req.text,
    req.override_claims,
  );
  await ownPhotoIds(ctx, userId, req.photo_ids);
  await requireAccount(ctx, userId, req.platform);
  await checkMetaPost(ctx, userId, req.platform, req);
  checkCreditLeft(user, req.platform, req);
  if (isFairUsePhotoPost(req.platform, req)) await assertFairUseLeft(ctx.db, userId, at);
  // Whose listing, the broker's permission, the agent's brokerage and licence: 409 before any write.
  await assertPublicOutputAllowed(ctx.db, {
    user,
    listingRow: listing,
    kind: 'scheduled_post',
    photoIds: req.photo_ids,
    now,
  });
  const [row] = await ctx.db
    .insert(scheduledPosts)
    .values({
      user_id: userId,
      listing_id: listing.id,
      platform: req.platform,
      text: req.text,
      photo_ids: req.photo_ids,
      publish_at: at,
      time_zone: req.time_zone,
      link_in_reply: req.platform === 'twitter' && req.link_in_reply,
      reel_id: req.reel_id ?? null,
      youtube: req.platform === 'youtube' ? (req.youtube ?? null) : null,
      tiktok: req.platform === 'tiktok' ? (req.tiktok ?? null) : null,
      page_id:
        req.platform === 'instagram' || req.platform === 'facebook_page' ? (req.page_id ?? null) : null,
      override_claims: acceptedBlocks(claims),
      created_at: now,
      updated_at: now,
    })
    .returning();
  await ctx.jobs.posts.offer(postJobId(row!.id, row!.job_seq), { delayMs: delayUntil(at, now) });
  // The link's preview card, drawn by the cards queue (not this process) for the platform's first fetch.
  await ctx.jobs.cards.offer(listing.slug);
  return scheduledPostOut(row!);
}
