import { STORAGE_KEYS } from '@pp/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { useSession } from './use-session';

describe('useSession', () => {
  it('follows sign-in and sign-out in this tab', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(false);
    act(() =>
      saveSession(
        { access_token: 'a', refresh_token: 'r', user_id: 'u1', username: 'jane', email: 'j@a.co' },
        { google: true },
      ),
    );
    expect(result.current).toEqual({ isLoggedIn: true, userId: 'u1', username: 'jane', isGoogle: true });
    const before = result.current;
    act(() => localStorage.setItem('unrelated', 'x'));
    expect(result.current).toBe(before);
    act(() => clearSession());
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('counts the persisted flag alone as signed in and hears other tabs', () => {
    const { result } = renderHook(() => useSession());
    act(() => {
      localStorage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.isLoggedIn, newValue: 'true' }));
    });
    expect(result.current.isLoggedIn).toBe(true);
  });
});
