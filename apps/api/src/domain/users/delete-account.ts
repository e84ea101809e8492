import { MESSAGES, type TDeleteAccountRequest } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { refreshTokens, users } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { accountDeletedEmail } from '../../mail/templates';
import { cleanUpAfterDelete, deleteUserMedia } from '../../media/delete-media';
import { verifyPassword } from '../auth/password-hash';
import { paymentProvider } from '../billing/payment-provider-for';
import { getUser } from './find-user';

/**
 * Deletes the account for good, as privacy law expects: proof first (the password, or the email
 * typed by a Google-only account), then the plan stops renewing at the processor, then one DELETE
 * removes the user and, by cascade, everything that is theirs (listings, posts, reels, usage, credits,
 * transactions, sessions, links) and its sign-ins are revoked at once. Contact messages keep their text without the account. A
 * confirmation mail goes to the address after the commit.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  proof: TDeleteAccountRequest,
  log: { warn(o: object, m: string): void },
) {
  const user = await getUser(ctx.db, userId);
  if (user.password_hash) {
    if (!proof.password) throw fieldError('password', MESSAGES.deleteNeedsPassword);
    if (!(await verifyPassword(user.password_hash, proof.password)))
      throw fieldError('password', MESSAGES.currentPasswordWrong);
  } else if ((proof.confirm_email ?? '').trim().toLowerCase() !== user.email.toLowerCase()) {
    throw fieldError('confirm_email', MESSAGES.deleteNeedsEmail);
  }
  const renewing =
    user.is_subscribed &&
    user.subscription_id &&
    !user.cancel_at_period_end &&
    user.subscription_end_date &&
    user.subscription_end_date >= ctx.now();
  // The processor first: a failure here leaves the account as it was, to try again.
  if (renewing && user.subscription_id) await paymentProvider(ctx).cancelAtPeriodEnd(user.subscription_id);
  const families = await ctx.db
    .selectDistinct({ id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.user_id, userId));
  await ctx.db.delete(users).where(eq(users.id, userId));
  // Its access tokens end now, in every process (through Redis when set), not when the guard's
  // cached "live" answer lapses.
  await ctx.sessions.revoked(families.map((f) => f.id));
  // Its photos, reels and cards go from the media store too (the rows went by cascade): on a bucket
  // nothing else would ever remove them.
  await cleanUpAfterDelete(`account ${userId} deleted`, log, () => deleteUserMedia(ctx.media, userId));
  ctx.mailer.sendLater({ to: user.email, ...accountDeletedEmail(user.full_name, Boolean(renewing)) });
}
