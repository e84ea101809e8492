import { STORAGE_KEYS, type TSessionData } from '@pp/contract';

/**
 * The web session lives in localStorage under the keys of PRODUCT.md §3, so other tabs (and the
 * extension's hand-off) see the same state. Listeners are told of every change.
 */
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(STORAGE_KEYS).includes(e.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const get = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));

export const getAccessToken = () => get(STORAGE_KEYS.accessToken);
export const getRefreshToken = () => get(STORAGE_KEYS.refreshToken);
export const getUserId = () => get(STORAGE_KEYS.userId);
export const getStoredUsername = () => get(STORAGE_KEYS.username);
export const isGoogleSession = () => get(STORAGE_KEYS.google) === 'true';

/** Spec §4: logged in if an access token is stored or either persisted flag reads "true". */
export function isLoggedIn(): boolean {
  return (
    Boolean(getAccessToken()) ||
    get(STORAGE_KEYS.isLoggedIn) === 'true' ||
    get(STORAGE_KEYS.isLogin) === 'true'
  );
}

export function saveSession(data: TSessionData, opts: { google?: boolean } = {}) {
  localStorage.setItem(STORAGE_KEYS.accessToken, data.access_token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, data.refresh_token);
  localStorage.setItem(STORAGE_KEYS.userId, data.user_id);
  localStorage.setItem(STORAGE_KEYS.email, data.email);
  if (data.username) localStorage.setItem(STORAGE_KEYS.username, data.username);
  // Spec §3: setting the state persists under isLoggedIn while the first read uses isLogin.
  localStorage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
  localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
  if (opts.google) localStorage.setItem(STORAGE_KEYS.google, 'true');
  else localStorage.removeItem(STORAGE_KEYS.google);
  emit();
}

export function updateTokens(accessToken: string, refreshToken?: string) {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  emit();
}

export function setStoredUser(user: { _id: string; username: string; email: string }) {
  localStorage.setItem(STORAGE_KEYS.userId, user._id);
  localStorage.setItem(STORAGE_KEYS.username, user.username);
  localStorage.setItem(STORAGE_KEYS.email, user.email);
  emit();
}

export function clearSession() {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  emit();
}
