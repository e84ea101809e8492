import { POST_ADDON, SOCIAL_MESSAGES } from '@pp/contract';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { scheduledPosts } from '../../db/schema';
import { scheduledPostFailedEmail } from '../../mail/templates';
import { PermanentJobError } from '../../queue/job-queue';
import { refundCredit } from '../credits/change-credits';
import { getUser } from '../users/find-user';
import type { PostJobContext } from './post-job';

/**
 * A post that failed for good: marked failed with a reason for the agent, its credit given back
 * (once: the refund's ref is the post id), and the agent told by email. A post published or being
 * published by another delivery (live lease) is left alone, so a late failure never undoes it.
 */
export async function failScheduledPost(ctx: PostJobContext, postId: string, error: Error): Promise<void> {
  const now = ctx.now();
  const reason = error instanceof PermanentJobError ? error.message : SOCIAL_MESSAGES.publishFailed;
  // Marked failed and refunded in one transaction: nobody ever reads a failed post whose credit is
  // still taken, and a crash between the two cannot leave it so.
  const row = await ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(scheduledPosts)
      .set({ status: 'failed', error: reason, claimed_until: null, updated_at: now })
      .where(
        and(
          eq(scheduledPosts.id, postId),
          inArray(scheduledPosts.status, ['scheduled', 'publishing']),
          or(isNull(scheduledPosts.claimed_until), lt(scheduledPosts.claimed_until, now)),
        ),
      )
      .returning();
    if (failed && failed.platform !== 'facebook_marketplace')
      await refundCredit(tx, failed.user_id, POST_ADDON[failed.platform], failed.id, now);
    return failed;
  });
  if (!row || row.platform === 'facebook_marketplace') return;
  const user = await getUser(ctx.db, row.user_id);
  const profile = new URL('/dashboard/profile', ctx.env.APP_URL).toString();
  await ctx.mailer
    .send({ to: user.email, ...scheduledPostFailedEmail(user.full_name, row.platform, reason, profile) })
    .catch((err: unknown) => ctx.log.error({ err, postId }, 'failure email not sent'));
}
