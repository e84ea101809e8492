import { MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { welcomeEmail } from '../../mail/templates';
import { consumeEmailToken, usedEmailTokenUser } from './email-tokens';

/**
 * Consumes a verification link. A valid link for an address that is already verified (by a
 * reset link or Google) still succeeds; the welcome mail goes out only the first time. A used link
 * opened again (the mail opened twice, a mail scanner that followed it first) answers that the
 * address is already verified, when it is, instead of calling the link invalid.
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<{ alreadyVerified: boolean }> {
  const now = ctx.now();
  const verified = await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify_email', now);
    if (!userId) {
      const usedBy = await usedEmailTokenUser(tx, token, 'verify_email');
      if (!usedBy) return null;
      const [user] = await tx.select().from(users).where(eq(users.id, usedBy));
      return user?.email_verified_at ? { user, first: false } : null;
    }
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return null;
    if (user.email_verified_at) return { user, first: false };
    await tx.update(users).set({ email_verified_at: now, updated_at: now }).where(eq(users.id, userId));
    return { user, first: true };
  });
  if (!verified) throw badRequest(MESSAGES.verifyLinkInvalid);
  if (verified.first) {
    const dashboard = new URL('/dashboard', ctx.env.APP_URL).toString();
    ctx.mailer.sendLater({ to: verified.user.email, ...welcomeEmail(verified.user.full_name, dashboard) });
  }
  return { alreadyVerified: !verified.first };
}
