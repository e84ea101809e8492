import { RESET_TOKEN_TTL_MS } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { passwordResetEmail } from '../../mail/templates';
import { findUserByEmail } from '../users/find-user';
import { createEmailToken } from './email-tokens';

/**
 * Mails a reset link when the account exists; the caller answers the same either way, so the
 * endpoint does not reveal which emails have accounts. The link always points at our own
 * APP_URL: a client-supplied `reset_form_url` is honoured only when it is on that origin,
 * so the endpoint cannot be used to mail phishing links.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, resetFormUrl?: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await createEmailToken(ctx, user.id, 'reset_password', RESET_TOKEN_TTL_MS);
  const appOrigin = new URL(ctx.env.APP_URL).origin;
  const base =
    resetFormUrl && new URL(resetFormUrl).origin === appOrigin ? resetFormUrl : `${appOrigin}/reset-password`;
  const url = new URL(base);
  url.searchParams.set('token', token);
  await ctx.mailer.send({ to: user.email, ...passwordResetEmail(user.full_name, url.toString()) });
}
