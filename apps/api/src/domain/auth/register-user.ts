import { MESSAGES, type TRegisterRequest } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { type UserRow, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { hashPassword } from './password-hash';
import { createVerificationEmail } from './send-verification-email';

/**
 * Creates the account and its verification token together (409 on a taken email or username,
 * compared case-insensitively), then mails the link after the commit.
 */
export async function registerUser(ctx: AppContext, input: TRegisterRequest): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const { user, mail } = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username.trim(),
          full_name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
          phone_number: input.phoneNumber.trim(),
          password_hash: passwordHash,
        })
        .returning();
      const row = created as UserRow;
      return { user: row, mail: await createVerificationEmail(ctx, tx, row) };
    });
    ctx.mailer.sendLater(mail);
    return user;
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower_idx'))
      throw conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    if (isUniqueViolation(err, 'users_username_lower_idx'))
      throw conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
    throw err;
  }
}
