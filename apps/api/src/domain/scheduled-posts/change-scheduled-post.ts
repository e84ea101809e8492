import {
  POST_ADDON,
  SOCIAL_MESSAGES,
  type TListing,
  type TScheduledPost,
  type TUpdateScheduledPostRequest,
} from '@pp/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { scheduledPosts } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { refundCredit } from '../credits/change-credits';
import { isUuid } from '../listings/save-listing';
import { acceptedBlocks, refuseNoncompliant } from '../promotions/refuse-noncompliant';
import { getUser } from '../users/find-user';
import { checkMetaPost } from './check-meta-post';
import { checkPostContent, checkTimeZone, publishTime } from './check-post-input';
import { ownListingField, ownPhotoIds } from './create-scheduled-post';
import { requeuePost } from './requeue-post';
import { type ScheduledPostRow, scheduledPostOut } from './scheduled-post-out';

const isMeta = (platform: string) => platform === 'instagram' || platform === 'facebook_page';

export async function getOwnPost(ctx: AppContext, userId: string, postId: string): Promise<ScheduledPostRow> {
  if (!isUuid(postId)) throw notFound(SOCIAL_MESSAGES.postNotFound);
  const [row] = await ctx.db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.id, postId), eq(scheduledPosts.user_id, userId)));
  if (!row) throw notFound(SOCIAL_MESSAGES.postNotFound);
  return row;
}

/** One of the user's posts (another user's, or an unknown id, is a 404). */
export async function getScheduledPost(ctx: AppContext, userId: string, postId: string) {
  return scheduledPostOut(await getOwnPost(ctx, userId, postId));
}

/** The user's posts, newest time first; optionally of one listing. */
export async function listScheduledPosts(
  ctx: AppContext,
  userId: string,
  listingId?: string,
): Promise<TScheduledPost[]> {
  if (listingId) await ownListingField(ctx, userId, listingId);
  const rows = await ctx.db
    .select()
    .from(scheduledPosts)
    .where(
      and(
        eq(scheduledPosts.user_id, userId),
        listingId ? eq(scheduledPosts.listing_id, listingId) : undefined,
      ),
    )
    .orderBy(desc(scheduledPosts.publish_at))
    .limit(200);
  return rows.map(scheduledPostOut);
}

/**
 * Edits a post that is still scheduled. The update is conditional on status and job_seq, so an
 * edit racing the publish loses cleanly (409); a new job_seq makes the old queued job stale.
 */
export async function updateScheduledPost(
  ctx: AppContext,
  userId: string,
  postId: string,
  req: TUpdateScheduledPostRequest,
): Promise<TScheduledPost> {
  const post = await getOwnPost(ctx, userId, postId);
  if (post.status !== 'scheduled') throw conflict(SOCIAL_MESSAGES.onlyScheduled);
  const now = ctx.now();
  const next = {
    text: req.text ?? post.text,
    photo_ids: req.photo_ids ?? post.photo_ids,
    link_in_reply: post.platform === 'twitter' && (req.link_in_reply ?? post.link_in_reply),
    time_zone: req.time_zone ?? post.time_zone,
    youtube: post.platform === 'youtube' ? (req.youtube ?? post.youtube) : null,
    tiktok: post.platform === 'tiktok' ? (req.tiktok ?? post.tiktok) : null,
    page_id: isMeta(post.platform) && req.page_id !== undefined ? req.page_id : post.page_id,
  };
  checkTimeZone(next.time_zone);
  const at = req.publish_at ? publishTime(req.publish_at, now) : post.publish_at;
  checkPostContent(post.platform, { ...next, reel_id: post.reel_id });
  // A new Page, TikTok choice or photo set is checked as at creation (the Page managed now, Instagram
  // linked to it, the creator's options): an edit cannot slip past what scheduling refuses.
  if (req.page_id !== undefined || req.tiktok !== undefined || req.photo_ids !== undefined)
    await checkMetaPost(ctx, userId, post.platform, {
      reel_id: post.reel_id ?? undefined,
      photo_ids: next.photo_ids,
      youtube: next.youtube ?? undefined,
      tiktok: next.tiktok ?? undefined,
      page_id: next.page_id ?? undefined,
    });
  // New text (or a new override) is checked again and replaces the stored override: a confirmation
  // given to the old wording does not carry over to claims the agent has not seen confirmed.
  let overrideClaims = post.override_claims;
  if (req.text !== undefined || req.override_claims !== undefined) {
    const [listing, user] = await Promise.all([
      ownListingField(ctx, userId, post.listing_id),
      getUser(ctx.db, userId),
    ]);
    const { claims } = refuseNoncompliant(
      listing.data as TListing,
      user.full_name,
      next.text,
      req.override_claims,
    );
    overrideClaims = acceptedBlocks(claims);
  }
  await ownPhotoIds(ctx, userId, next.photo_ids);
  const row = await requeuePost(
    { db: ctx.db, queue: ctx.jobs.posts },
    post,
    { ...next, override_claims: overrideClaims, publish_at: at, next_try_at: null },
    { now, status: 'scheduled' },
  );
  if (!row) throw conflict(SOCIAL_MESSAGES.onlyScheduled);
  return scheduledPostOut(row);
}

/**
 * Cancels a post still scheduled; its queued job finds it cancelled and does nothing. A post that
 * waits after a try took its credit (a 429's back-off) gets that credit back in the same
 * transaction; refundCredit gives nothing when none was taken (issue 28: the console's cancel).
 */
export async function cancelScheduledPost(
  ctx: AppContext,
  userId: string,
  postId: string,
): Promise<TScheduledPost> {
  const post = await getOwnPost(ctx, userId, postId);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(scheduledPosts)
      .set({ status: 'cancelled', updated_at: now })
      .where(and(eq(scheduledPosts.id, post.id), eq(scheduledPosts.status, 'scheduled')))
      .returning();
    if (!cancelled) throw conflict(SOCIAL_MESSAGES.onlyScheduled);
    await refundCredit(tx, cancelled.user_id, POST_ADDON[cancelled.platform], cancelled.id, now);
    return cancelled;
  });
  return scheduledPostOut(row);
}
