import { setTimeout as sleep } from 'node:timers/promises';
import { POST_ACCOUNT, SOCIAL_MESSAGES, type TListing } from '@pp/contract';
import { tagPostLinks } from '@pp/posts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { listings, mediaPhotos, reels, scheduledPosts } from '../../db/schema';
import { type JobRun, PermanentJobError } from '../../queue/job-queue';
import { notifyLowCredits } from '../credits/notify-low-credits';
import { withOriginalPhotoLinks } from '../media/original-photo-links';
import { markRevoked, ReconnectNeeded } from '../social/account-access-token';
import { PublishLimitReached } from '../social/instagram-client';
import type { PostInput, Published } from '../social/photo-bytes';
import { PlatformError } from '../social/platform-http';
import { type ApiPlatform, openPlatformSession } from '../social/post-clients';
import { StillProcessing } from '../social/tiktok-client';
import { recordUsage } from '../usage/record-usage';
import { remindMarketplace } from './marketplace-reminders';
import { FairUseWait } from './photo-fair-use';
import { type PostJobContext, parsePostJobId } from './post-job';
import { recheckLater } from './recheck-later';
import { refusedMessage } from './refusal-words';
import { requeuePost } from './requeue-post';
import type { ScheduledPostRow } from './scheduled-post-out';
import {
  checkScheduledPostOutput,
  recordScheduledPostAudit,
  type ScheduledPostOutput,
} from './scheduled-post-output';
import { takePostCredit } from './take-post-credit';

/**
 * A try holds the post for a short lease (POST_LEASE_MS), renewed by a heartbeat while it runs;
 * a second delivery meanwhile waits for it. A dead worker's lease lapses within one lease, so
 * its post moves on (issue #23: the old 40 x HTTP-timeout lease outlived every retry).
 */
const leaseMs = (ctx: PostJobContext) => ctx.env.POST_LEASE_MS;

/**
 * Renews the lease every third of it while `work` runs. Each renewal is fenced on the lease it
 * extends (status, job_seq and the exact claimed_until), so it never extends another delivery's.
 */
async function withHeartbeat<T>(ctx: PostJobContext, post: ScheduledPostRow, work: () => Promise<T>) {
  let held = post.claimed_until;
  const renew = async () => {
    const until = new Date(ctx.now().getTime() + leaseMs(ctx));
    const [row] = await ctx.db
      .update(scheduledPosts)
      .set({ claimed_until: until })
      .where(
        and(
          eq(scheduledPosts.id, post.id),
          eq(scheduledPosts.status, 'publishing'),
          eq(scheduledPosts.job_seq, post.job_seq),
          held ? eq(scheduledPosts.claimed_until, held) : isNull(scheduledPosts.claimed_until),
        ),
      )
      .returning({ until: scheduledPosts.claimed_until });
    if (row) held = row.until;
  };
  let beat: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    // One renewal at a time; a failed one (database away) is tried again at the next beat.
    beat = beat
      .then(renew)
      .catch((err: unknown) => ctx.log.warn({ err, postId: post.id }, 'lease not renewed'));
  }, leaseMs(ctx) / 3);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await beat;
  }
}

/** Waits for a live lease of another delivery to lapse (at most one lease), then claims again. */
async function claimAfterLease(ctx: PostJobContext, postId: string, seq: number) {
  const [row] = await ctx.db
    .select({ until: scheduledPosts.claimed_until })
    .from(scheduledPosts)
    .where(eq(scheduledPosts.id, postId));
  const wait = Math.min(leaseMs(ctx), (row?.until?.getTime() ?? 0) - ctx.now().getTime() + 50);
  if (wait > 0) await sleep(wait);
  return claim(ctx, postId, seq);
}

class PostBusy extends Error {}

/**
 * Takes the post for this try in one UPDATE: only the job of the current job_seq, only while it is
 * scheduled or its last try's lease ran out. Answers the row, 'stale' (nothing to do) or 'busy'.
 */
async function claim(ctx: PostJobContext, postId: string, seq: number) {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(scheduledPosts)
    .set({
      status: 'publishing',
      claimed_until: new Date(now.getTime() + leaseMs(ctx)),
      updated_at: now,
    })
    .where(
      and(
        eq(scheduledPosts.id, postId),
        eq(scheduledPosts.job_seq, seq),
        or(
          eq(scheduledPosts.status, 'scheduled'),
          and(
            eq(scheduledPosts.status, 'publishing'),
            or(isNull(scheduledPosts.claimed_until), lt(scheduledPosts.claimed_until, now)),
          ),
        ),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await ctx.db.select().from(scheduledPosts).where(eq(scheduledPosts.id, postId));
  return current?.status === 'publishing' && current.job_seq === seq ? 'busy' : 'stale';
}

async function postInput(ctx: PostJobContext, post: ScheduledPostRow): Promise<PostInput> {
  const rows =
    post.photo_ids.length === 0
      ? []
      : await ctx.db.select().from(mediaPhotos).where(eq(mediaPhotos.user_id, post.user_id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const photos = post.photo_ids.flatMap((id) => {
    const photo = byId.get(id);
    return photo ? [{ id, storage_key: photo.storage_key, mime: photo.mime }] : [];
  });
  const [reel] = post.reel_id
    ? await ctx.db
        .select()
        .from(reels)
        .where(and(eq(reels.id, post.reel_id), eq(reels.user_id, post.user_id)))
    : [];
  if (post.reel_id && !reel?.video_path) throw new PermanentJobError(SOCIAL_MESSAGES.reelNotReady);
  // Altered photos carry a link to their original (California B&P Code §10140.8); the page link carries
  // this post's id, so its clicks and leads count for it (issue 24: results per post).
  const text = tagPostLinks(await withOriginalPhotoLinks(ctx, post), post.id);
  return {
    id: post.id,
    text,
    link_in_reply: post.link_in_reply,
    photos,
    reel: reel?.video_path
      ? { id: reel.id, storage_key: reel.video_path, duration_sec: reel.duration_sec }
      : null,
    youtube: post.youtube,
    uploadSession: post.upload_session,
    tiktok: post.tiktok,
  };
}

async function publishOnce(ctx: PostJobContext, post: ScheduledPostRow): Promise<Published> {
  const platform = post.platform as ApiPlatform;
  const session = await openPlatformSession(ctx, post.user_id, platform, { pageId: post.page_id });
  const input = await postInput(ctx, post);
  // An earlier try reached the platform and lost its answer: the post may exist already.
  if (post.platform_calls > 0) {
    const found = await session.find(input);
    if (found) return found;
    // A re-check of a video TikTok is still processing only asks; it never uploads again.
    if (post.processing_since) throw new StillProcessing();
  }
  await session.prepare(input);
  // LinkedIn/X text and photo posts take their credit; reels and Meta photo posts take none.
  await takePostCredit(ctx, post);
  await ctx.db
    .update(scheduledPosts)
    .set({ platform_calls: sql`${scheduledPosts.platform_calls} + 1` })
    .where(eq(scheduledPosts.id, post.id));
  return session.publish(input);
}

/**
 * The post is on the platform: marked published and its usage event recorded in one transaction,
 * as an immediate publish records its promotion (PRODUCT.md §10). The update is conditional on the
 * claim this try holds, so a second delivery can never count the same post twice; a post that fails
 * for good is never marked published, so its refunded credit has no usage event to take back.
 */
async function markPublished(
  ctx: PostJobContext,
  post: ScheduledPostRow,
  published: Published,
  output: ScheduledPostOutput,
) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(scheduledPosts)
      .set({
        status: 'published',
        external_id: published.id,
        external_url: published.url,
        published_at: now,
        claimed_until: null,
        error: null,
        updated_at: now,
      })
      .where(and(eq(scheduledPosts.id, post.id), eq(scheduledPosts.status, 'publishing')))
      .returning({ id: scheduledPosts.id });
    if (!row) return;
    const [listing] = await tx
      .select({ data: listings.data })
      .from(listings)
      .where(eq(listings.id, post.listing_id));
    if (!listing) return;
    await recordScheduledPostAudit(tx, post, output, now);
    await recordUsage(tx, {
      userId: post.user_id,
      source: (listing.data as TListing).source,
      kind: 'promotion',
      platform: post.platform,
      listingId: post.listing_id,
      at: now,
    });
  });
  // After the commit, as publishPromotion does: the debit may have left the counter at its last credit.
  await notifyLowCredits(ctx, post.user_id);
}

/**
 * Hands the post back for a later try (a 429's Retry-After) under a new job id; `note` tells the
 * agent why it waits (Instagram's publishing limit), and goes when it publishes.
 */
async function backOff(ctx: PostJobContext, post: ScheduledPostRow, waitMs: number, note: string | null) {
  const now = ctx.now();
  const next = new Date(now.getTime() + waitMs);
  await requeuePost(
    { db: ctx.db, queue: ctx.postQueue },
    post,
    { status: 'scheduled', claimed_until: null, next_try_at: next, error: note },
    { now },
  );
}

/**
 * One try of a post. Exactly once: the claim lets one delivery work at a time, the post id is the
 * credit's ledger ref (taken once), and a try after a lost answer looks the post up before posting.
 */
export async function processScheduledPost(ctx: PostJobContext, run: JobRun): Promise<void> {
  const { postId, seq } = parsePostJobId(run.id);
  const first = await claim(ctx, postId, seq);
  // A dead worker's lease: wait for it to lapse rather than spend a try (the post moves on in seconds).
  const post = first === 'busy' ? await claimAfterLease(ctx, postId, seq) : first;
  if (post === 'stale') return;
  if (post === 'busy') throw new PostBusy('another delivery of this post is publishing it');
  if (post.platform === 'facebook_marketplace') {
    await remindMarketplace(ctx, post);
    return;
  }
  try {
    // Whose listing, the broker's permission, the agent's brokerage: checked again before posting.
    const output = await checkScheduledPostOutput(ctx.db, post, ctx.now());
    const published = await withHeartbeat(ctx, post, () => publishOnce(ctx, post));
    await markPublished(ctx, post, published, output);
  } catch (err) {
    // Free the post: the queue's next try (or the final failure) may take it.
    await ctx.db.update(scheduledPosts).set({ claimed_until: null }).where(eq(scheduledPosts.id, post.id));
    if (err instanceof StillProcessing) return recheckLater(ctx, post);
    if (err instanceof PlatformError && err.kind === 'unauthorized') {
      const account = POST_ACCOUNT[post.platform];
      if (account) await markRevoked(ctx, post.user_id, account);
    }
    if (err instanceof ReconnectNeeded || (err instanceof PlatformError && err.kind === 'unauthorized'))
      throw new PermanentJobError(SOCIAL_MESSAGES.reconnect, { cause: err });
    if (err instanceof PlatformError && err.kind === 'rate_limited') {
      ctx.log.warn({ postId, retryAfterMs: err.retryAfterMs }, 'platform rate limit: trying again later');
      return backOff(
        ctx,
        post,
        err.retryAfterMs ?? 60_000,
        err instanceof PublishLimitReached || err instanceof FairUseWait ? err.message : null,
      );
    }
    if (err instanceof PlatformError && err.kind === 'rejected')
      throw new PermanentJobError(refusedMessage(post, err), { cause: err });
    // A timeout or a server error: the queue tries again (a lookup first, as it may have posted).
    throw err;
  }
}
