import { MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { badRequest, fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { getUser } from './find-user';

/** Google-only accounts have no password to change (spec §6 hides the form for them). */
export async function updatePassword(
  ctx: AppContext,
  userId: string,
  oldPassword: string,
  newPassword: string,
) {
  const user = await getUser(ctx.db, userId);
  if (!user.password_hash) throw badRequest('This account signs in with Google and has no password');
  if (!(await verifyPassword(user.password_hash, oldPassword)))
    throw fieldError('old_password', MESSAGES.currentPasswordWrong);
  await ctx.db
    .update(users)
    .set({ password_hash: await hashPassword(newPassword), updated_at: ctx.now() })
    .where(eq(users.id, userId));
}
