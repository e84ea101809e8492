import { OPERATOR_OPERATIONS_MESSAGES as M, type TScheduledPost } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { scheduledPosts } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { getOwnPost } from './change-scheduled-post';
import { delayUntil, postJobId } from './post-job';
import { scheduledPostOut } from './scheduled-post-out';

/**
 * Schedules a failed post again (issue 28: support's retry, once the cause is fixed): scheduled,
 * its error cleared, and a new job_seq so only the job queued here may claim it; a time already
 * past publishes now. The failure gave the credit back while the ledger keeps the first debit of
 * this post (ref = post id), so the publish takes no second one: support's retry is on the house.
 */
export async function retryScheduledPost(
  ctx: AppContext,
  userId: string,
  postId: string,
): Promise<TScheduledPost> {
  const post = await getOwnPost(ctx, userId, postId);
  if (post.status !== 'failed') throw conflict(M.retryOnlyFailedPost);
  const now = ctx.now();
  const [row] = await ctx.db
    .update(scheduledPosts)
    .set({
      status: 'scheduled',
      error: null,
      next_try_at: null,
      claimed_until: null,
      job_seq: post.job_seq + 1,
      updated_at: now,
    })
    .where(
      and(
        eq(scheduledPosts.id, post.id),
        eq(scheduledPosts.status, 'failed'),
        eq(scheduledPosts.job_seq, post.job_seq),
      ),
    )
    .returning();
  if (!row) throw conflict(M.retryOnlyFailedPost);
  await ctx.jobs.posts.offer(postJobId(row.id, row.job_seq), { delayMs: delayUntil(row.publish_at, now) });
  return scheduledPostOut(row);
}
