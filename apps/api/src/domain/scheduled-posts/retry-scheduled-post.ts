import { OPERATOR_OPERATIONS_MESSAGES as M, type TScheduledPost } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { conflict } from '../../lib/errors';
import { getOwnPost } from './change-scheduled-post';
import { requeuePost } from './requeue-post';
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
  const row = await requeuePost(
    { db: ctx.db, queue: ctx.jobs.posts },
    post,
    { status: 'scheduled', error: null, next_try_at: null, claimed_until: null },
    { now, status: 'failed' },
  );
  if (!row) throw conflict(M.retryOnlyFailedPost);
  return scheduledPostOut(row);
}
