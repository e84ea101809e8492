import { ZCurrentUserResponseSchema, ZSessionResponseSchema } from '@pp/contract';
import { MessageError, type SessionView } from '../../common/messages';
import { apiCall, errorMessage } from '../api-client';
import type { Handler } from '../handler-table';
import { syncReminders } from '../marketplace-reminders';
import { clearSession, readAccount, saveSession } from '../session-store';

/** Who is signed in, with the fresh user record (plan, credits) when the API answers. */
export async function currentSession(): Promise<SessionView | null> {
  const account = await readAccount();
  if (!account) return null;
  const result = await apiCall({ path: '/users/me' });
  const parsed = result.ok ? ZCurrentUserResponseSchema.safeParse(result.body) : null;
  // A 401 that refresh could not cure has cleared the account.
  if (!(await readAccount())) return null;
  return { user_id: account.user_id, email: account.email, user: parsed?.success ? parsed.data.data : null };
}

export const getSession: Handler<'session:get'> = () => currentSession();

export const logIn: Handler<'session:login'> = async ({ email, password }) => {
  const result = await apiCall({
    path: '/auth/login',
    method: 'POST',
    body: { email, password },
    auth: false,
  });
  const parsed = result.ok ? ZSessionResponseSchema.safeParse(result.body) : null;
  if (!parsed?.success) throw new MessageError(errorMessage(result));
  // The password is sent once to our own API and never kept.
  await saveSession(parsed.data.data);
  const view = await currentSession();
  if (!view) throw new MessageError(errorMessage(result));
  // The agent's Marketplace reminders become alarms now, not at the next periodic sync.
  void syncReminders().catch(() => undefined);
  return view;
};

export const logOut: Handler<'session:logout'> = async () => {
  await clearSession();
  // Signed out: no reminders of this account are shown in this browser any more.
  void syncReminders().catch(() => undefined);
  return null;
};
