import { VERIFY_TOKEN_TTL_MS } from '@pp/contract';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { verificationEmail } from '../../mail/templates';
import { createEmailToken } from './email-tokens';

/** Stores a 24-hour verification token in `db` (the caller's transaction) and mails its link once committed. */
export async function createVerificationEmail(ctx: AppContext, db: DbOrTx, user: UserRow) {
  const token = await createEmailToken(db, user.id, 'verify_email', ctx.now(), VERIFY_TOKEN_TTL_MS);
  const url = new URL(`/verify-email/${token}`, ctx.env.APP_URL).toString();
  return { to: user.email, ...verificationEmail(user.full_name, url) };
}
