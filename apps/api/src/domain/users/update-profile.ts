import { MESSAGES, type ZUpdateProfileRequestSchema } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';

type TUpdateProfile = z.infer<typeof ZUpdateProfileRequestSchema>;

export async function updateProfile(ctx: AppContext, userId: string, input: TUpdateProfile) {
  const { branding } = input;
  try {
    const [user] = await ctx.db
      .update(users)
      .set({
        full_name: input.name.trim(),
        username: input.username.trim(),
        // Branding fields are left as they are when the form did not send them.
        ...(branding
          ? {
              brokerage_name: branding.brokerage_name,
              accent_color: branding.accent_color.toLowerCase(),
              license_number: branding.license_number,
              ...(branding.phone_number === undefined ? {} : { phone_number: branding.phone_number }),
            }
          : {}),
        ...(input.licenses === undefined ? {} : { licenses: input.licenses }),
        ...(input.team_name === undefined ? {} : { team_name: input.team_name }),
        ...(input.default_language === undefined ? {} : { default_language: input.default_language }),
        updated_at: ctx.now(),
      })
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
