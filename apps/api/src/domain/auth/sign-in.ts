import { MESSAGES, type TLoginRequest } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../lib/errors';
import { findUserByEmail } from '../users/find-user';
import { dummyPasswordHash, verifyPassword } from './password-hash';
import { issueSession } from './session-tokens';

/** One answer for an unknown email and a wrong password, in the same time (no enumeration). */
export async function signIn(ctx: AppContext, input: TLoginRequest) {
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user?.password_hash || !ok) throw unauthorized(MESSAGES.invalidCredentials);
  return issueSession(ctx, user);
}
