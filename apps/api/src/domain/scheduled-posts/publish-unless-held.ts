import type { JobRun } from '../../queue/job-queue';
import { postOwnerLocked } from '../users/account-lock';
import { type PostJobContext, parsePostJobId } from './post-job';
import { processScheduledPost } from './publish-scheduled-post';

/**
 * The post job: one try of the post, unless an operator locked its owner (issue 28). A locked
 * account's post is held, not failed: it stays scheduled, no credit moves, no mail goes out, and
 * the unlock queues it again. Checked before the claim, so a held post never shows publishing.
 */
export async function publishUnlessHeld(ctx: PostJobContext, run: JobRun): Promise<void> {
  if (await postOwnerLocked(ctx.db, parsePostJobId(run.id).postId)) return;
  await processScheduledPost(ctx, run);
}
