import { useSyncExternalStore } from 'react';
import {
  getStoredUsername,
  getUserId,
  isGoogleSession,
  isLoggedIn,
  subscribeSession,
} from '../../lib/session';

export interface SessionSnapshot {
  isLoggedIn: boolean;
  userId: string | null;
  username: string | null;
  isGoogle: boolean;
}

const SIGNED_OUT: SessionSnapshot = { isLoggedIn: false, userId: null, username: null, isGoogle: false };
let cached: SessionSnapshot = SIGNED_OUT;

/** The same object until a field changes, as useSyncExternalStore requires. */
function readSession(): SessionSnapshot {
  const next: SessionSnapshot = {
    isLoggedIn: isLoggedIn(),
    userId: getUserId(),
    username: getStoredUsername(),
    isGoogle: isGoogleSession(),
  };
  const same = (Object.keys(next) as Array<keyof SessionSnapshot>).every((k) => next[k] === cached[k]);
  if (!same) cached = next;
  return cached;
}

/** The stored session (PRODUCT.md §3/§4), re-rendering on every change in this tab or another. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, readSession, () => SIGNED_OUT);
}
