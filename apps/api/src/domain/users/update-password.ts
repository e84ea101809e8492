import { MESSAGES } from '@pp/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { refreshTokens, users } from '../../db/schema';
import { badRequest, fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { forgetFamilies } from '../auth/session-tokens';
import { getUser } from './find-user';

/**
 * Changes the password after proving the current one, and signs out every other sign-in (their
 * refresh and access tokens stop working at once). The session making the change stays.
 * Google-only accounts have no password to change (PRODUCT.md §6 hides the form for them).
 */
export async function updatePassword(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  oldPassword: string,
  newPassword: string,
) {
  const user = await getUser(ctx.db, userId);
  if (!user.password_hash) throw badRequest('This account signs in with Google and has no password');
  if (!(await verifyPassword(user.password_hash, oldPassword)))
    throw fieldError('old_password', MESSAGES.currentPasswordWrong);
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.now();
  const revoked = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, userId));
    return tx
      .update(refreshTokens)
      .set({ revoked_at: now })
      .where(
        and(
          eq(refreshTokens.user_id, userId),
          isNull(refreshTokens.revoked_at),
          ...(sessionId ? [ne(refreshTokens.family_id, sessionId)] : []),
        ),
      )
      .returning({ familyId: refreshTokens.family_id });
  });
  await forgetFamilies(ctx, revoked);
}
