import { eq, isNull, and } from 'drizzle-orm';
import { MESSAGES } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { welcomeEmail } from '../../mail/templates';
import { consumeEmailToken } from './email-tokens';

export async function verifyEmail(ctx: AppContext, token: string) {
  const now = ctx.now();
  const verified = await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify_email', now);
    if (!userId) return null;
    const [user] = await tx
      .update(users)
      .set({ email_verified_at: now, updated_at: now })
      .where(and(eq(users.id, userId), isNull(users.email_verified_at)))
      .returning();
    return user ?? null;
  });
  if (!verified) throw badRequest(MESSAGES.verifyLinkInvalid);
  const dashboard = new URL('/dashboard', ctx.env.APP_URL).toString();
  await ctx.mailer.send({ to: verified.email, ...welcomeEmail(verified.full_name, dashboard) });
}
