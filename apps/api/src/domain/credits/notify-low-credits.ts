import type { AddonKey } from '@pp/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { lowCreditNotices, users } from '../../db/schema';
import { lowCreditEmail } from '../../mail/templates';

/** How the mail names each counter's credits. */
const CREDIT_WORDS: Record<AddonKey, string> = {
  promote_to_facebook_marketplace: 'Facebook Marketplace',
  promote_to_linkedin: 'LinkedIn',
  promote_to_twitter: 'X (Twitter)',
  reel_generation: 'Reel Generation',
};

/**
 * Mails the user's "one credit left" notices claimed by committed debits (debitCredit), each once:
 * marking it mailed is the claim, so two requests finishing together send one mail. Call it after the
 * transaction that debited has committed; a notice left behind goes out with the user's next call.
 */
export async function notifyLowCredits(
  ctx: Pick<AppContext, 'db' | 'env' | 'mailer' | 'now'>,
  userId: string,
) {
  const due = await ctx.db
    .update(lowCreditNotices)
    .set({ mailed_at: ctx.now() })
    .where(and(eq(lowCreditNotices.user_id, userId), isNull(lowCreditNotices.mailed_at)))
    .returning({ addon: lowCreditNotices.addon });
  if (due.length === 0) return;
  const [user] = await ctx.db
    .select({ email: users.email, full_name: users.full_name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const buyUrl = new URL('/dashboard/pricing', ctx.env.APP_URL).toString();
  for (const { addon } of due) {
    const words = CREDIT_WORDS[addon as AddonKey] ?? addon;
    ctx.mailer.sendLater({ to: user.email, ...lowCreditEmail(user.full_name, words, buyUrl) });
  }
}
