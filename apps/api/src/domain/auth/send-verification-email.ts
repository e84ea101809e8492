import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { verificationEmail } from '../../mail/templates';
import { createEmailToken } from './email-tokens';

export async function sendVerificationEmail(ctx: AppContext, user: UserRow, ttlMs: number) {
  const token = await createEmailToken(ctx, user.id, 'verify_email', ttlMs);
  const url = new URL(`/verify-email/${token}`, ctx.env.APP_URL).toString();
  await ctx.mailer.send({ to: user.email, ...verificationEmail(user.full_name, url) });
}
