import type { AppContext } from '../../app-context';
import { cancelScheduledPost } from '../scheduled-posts/change-scheduled-post';
import { retryScheduledPost } from '../scheduled-posts/retry-scheduled-post';
import type { Operator } from './console-operator';
import { recordOperatorAction } from './record-operator-action';

type PostAction = 'post_retry' | 'post_cancel';

/**
 * Support retries a failed post or cancels a scheduled one through the scheduled-posts domain's own
 * functions (the state rules and the credit back live there, once), then logs what was done.
 */
export async function operatorPostAction(
  ctx: AppContext,
  operator: Operator,
  action: PostAction,
  userId: string,
  postId: string,
  reason: string,
) {
  const post =
    action === 'post_retry'
      ? await retryScheduledPost(ctx, userId, postId)
      : await cancelScheduledPost(ctx, userId, postId);
  await recordOperatorAction(
    ctx.db,
    operator,
    { action, targetUserId: userId, targetRef: postId, reason, details: { platform: post.platform } },
    ctx.now(),
  );
  return { id: post.id, status: post.status };
}
