import { isFairUsePhotoPost, postCreditAddon, SOCIAL_MESSAGES } from '@pp/contract';
import { PermanentJobError } from '../../queue/job-queue';
import { debitCredit, hasDebit } from '../credits/change-credits';
import { checkFairUseAtPublish } from './photo-fair-use';
import type { PostJobContext } from './post-job';
import type { ScheduledPostRow } from './scheduled-post-out';

/**
 * Right before the platform call (issue 27, "Credits"): a LinkedIn or X text or photo post takes one
 * credit of its platform, once (ref = post id; a retry finds the debit). A reel spends nothing more
 * on any platform (its reel credit paid for it); an Instagram or Facebook Page photo post spends
 * nothing but waits when the day's fair use is reached.
 */
export async function takePostCredit(ctx: PostJobContext, post: ScheduledPostRow): Promise<void> {
  if (isFairUsePhotoPost(post.platform, post))
    await checkFairUseAtPublish(ctx.db, post.user_id, post.id, ctx.now());
  const addon = postCreditAddon(post.platform, post);
  if (!addon || (await hasDebit(ctx.db, post.user_id, addon, post.id))) return;
  if (!(await debitCredit(ctx.db, post.user_id, addon, post.id, ctx.now())))
    throw new PermanentJobError(SOCIAL_MESSAGES.noCredits);
}
