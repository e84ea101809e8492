import { MESSAGES, type TRegisterRequest, VERIFY_TOKEN_TTL_MS } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { sendVerificationEmail } from './send-verification-email';
import { hashPassword } from './password-hash';

/** Creates the account (409 on a taken email or username) and mails the verification link. */
export async function registerUser(ctx: AppContext, input: TRegisterRequest) {
  const passwordHash = await hashPassword(input.password);
  let user: typeof users.$inferSelect;
  try {
    [user] = (await ctx.db
      .insert(users)
      .values({
        username: input.username.trim(),
        full_name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        phone_number: input.phoneNumber.trim(),
        password_hash: passwordHash,
      })
      .returning()) as [typeof users.$inferSelect];
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower_idx'))
      throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    if (isUniqueViolation(err, 'users_username_lower_idx'))
      throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
    throw err;
  }
  await sendVerificationEmail(ctx, user, VERIFY_TOKEN_TTL_MS);
  return user;
}
