import { TIKTOK_MESSAGES } from '@pp/contract';
import { PermanentJobError } from '../../queue/job-queue';
import type { PostJobContext } from './post-job';
import { requeuePost } from './requeue-post';
import type { ScheduledPostRow } from './scheduled-post-out';

/** A re-check waits at most this long, however long TikTok has been at it. */
const MAX_WAIT_MS = 2 * 3_600_000;

/**
 * The video is uploaded and TikTok is still processing it (moderation can take hours; TikTok may
 * publish it long after: https://developers.tiktok.com/doc/content-posting-api-reference-get-video-status).
 * The post stays publishing with `processing_since` and is asked about again by a delayed job under a
 * new job id (status/fetch only: a re-check never uploads again), each wait as long as it has been
 * processing (TIKTOK_RECHECK_MS at first, two hours at most), until TIKTOK_RECHECK_WINDOW_MS. Past
 * that it ends as failed in words that say TikTok had not finished, not that it refused. No credit
 * moves: reel posts take none, and one taken (none today) stays taken while the post may publish.
 */
export async function recheckLater(ctx: PostJobContext, post: ScheduledPostRow): Promise<void> {
  const now = ctx.now();
  const since = post.processing_since ?? now;
  const elapsed = now.getTime() - since.getTime();
  const windowMs = ctx.env.TIKTOK_RECHECK_WINDOW_MS;
  if (elapsed >= windowMs) throw new PermanentJobError(TIKTOK_MESSAGES.processingTimedOut(windowMs));
  const wait = Math.min(Math.max(ctx.env.TIKTOK_RECHECK_MS, elapsed), MAX_WAIT_MS);
  // The last re-check falls at the window's end, so the post is asked about once more then.
  const next = new Date(Math.min(now.getTime() + wait, since.getTime() + windowMs));
  const row = await requeuePost(
    { db: ctx.db, queue: ctx.postQueue },
    post,
    { claimed_until: null, processing_since: since, next_try_at: next },
    { now, status: 'publishing' },
  );
  if (row) ctx.log.warn({ postId: post.id, nextTryAt: next }, 'TikTok still processing: asked again later');
}
