import type { TSessionData } from '@pp/contract';

/**
 * Where the tokens live. The access token (15 minutes) stays in `storage.session`, which is memory
 * only and closed to content scripts; the refresh token and who it belongs to go to `storage.local`
 * so a browser restart does not sign the agent out, the same lifetime as the web app's localStorage.
 * Only the service worker reads either.
 */
const ACCESS_KEY = 'pp.accessToken';
const ACCOUNT_KEY = 'pp.account';

export interface StoredAccount {
  user_id: string;
  email: string;
  refresh_token: string | null;
}

export async function readAccessToken(): Promise<string | null> {
  const value = (await chrome.storage.session.get(ACCESS_KEY))[ACCESS_KEY];
  return typeof value === 'string' ? value : null;
}

export async function readAccount(): Promise<StoredAccount | null> {
  const value = (await chrome.storage.local.get(ACCOUNT_KEY))[ACCOUNT_KEY] as StoredAccount | undefined;
  return value?.user_id ? value : null;
}

export async function saveSession(
  data: Pick<TSessionData, 'access_token' | 'user_id' | 'email'> & { refresh_token: string | null },
) {
  await chrome.storage.session.set({ [ACCESS_KEY]: data.access_token });
  await chrome.storage.local.set({
    [ACCOUNT_KEY]: {
      user_id: data.user_id,
      email: data.email,
      refresh_token: data.refresh_token,
    } satisfies StoredAccount,
  });
}

export async function updateTokens(accessToken: string, refreshToken: string) {
  const account = await readAccount();
  await chrome.storage.session.set({ [ACCESS_KEY]: accessToken });
  if (account) await chrome.storage.local.set({ [ACCOUNT_KEY]: { ...account, refresh_token: refreshToken } });
}

export async function clearSession() {
  await chrome.storage.session.remove(ACCESS_KEY);
  await chrome.storage.local.remove(ACCOUNT_KEY);
}
