import { MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';

export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: { name: string; username: string },
) {
  try {
    const [user] = await ctx.db
      .update(users)
      .set({ full_name: input.name.trim(), username: input.username.trim(), updated_at: ctx.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound('User not found');
    return user;
  } catch (err) {
    if (isUniqueViolation(err, 'users_username_lower_idx'))
      throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
    throw err;
  }
}
