import { MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { consumeEmailToken } from './email-tokens';
import { hashPassword } from './password-hash';
import { revokeAllSessions } from './session-tokens';

/** Sets the new password from a valid single-use token and signs out every other session. */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string) {
  const now = ctx.now();
  const passwordHash = await hashPassword(newPassword);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await consumeEmailToken(tx, token, 'reset_password', now);
    if (!id) return null;
    // A reset link proves control of the mailbox, so it verifies the email too.
    const [row] = await tx.select({ verified: users.email_verified_at }).from(users).where(eq(users.id, id));
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: now, email_verified_at: row?.verified ?? now })
      .where(eq(users.id, id));
    return id;
  });
  if (!userId)
    throw badRequest(MESSAGES.resetTokenInvalidOrExpired, {
      pass_reset_token: MESSAGES.resetTokenInvalidOrExpired,
    });
  await revokeAllSessions(ctx, userId);
}
