import type { AppContext } from '../../app-context';
import { passwordResetEmail } from '../../mail/templates';
import { findUserByEmail } from '../users/find-user';
import { resetTokenIfDue } from './reset-mail-pace';

/** Where the reset link points: the client's form only when it is on our own origin. */
function resetFormBase(appUrl: string, resetFormUrl?: string) {
  const appOrigin = new URL(appUrl).origin;
  return resetFormUrl && new URL(resetFormUrl).origin === appOrigin
    ? resetFormUrl
    : `${appOrigin}/reset-password`;
}

/**
 * Mails a reset link when the account exists; the caller answers the same either way, and the
 * mail leaves in the background so the answer takes the same time too: the endpoint does not
 * reveal which emails have accounts. A client-supplied `reset_form_url` is honoured only on our
 * own APP_URL origin, so the endpoint cannot be used to mail phishing links. Mails to one account are
 * paced (`resetTokenIfDue`) rather than refused: a stranger's requests never stop the owner's mail.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, resetFormUrl?: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await resetTokenIfDue(ctx, user.id);
  if (!token) return;
  const url = new URL(resetFormBase(ctx.env.APP_URL, resetFormUrl));
  url.searchParams.set('token', token);
  ctx.mailer.sendLater({ to: user.email, ...passwordResetEmail(user.full_name, url.toString()) });
}
