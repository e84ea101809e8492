import { STORAGE_KEYS } from '@pp/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fail, ok, stubFetch } from '../testing/fetch-stub';
import { ApiError, apiRequest, setSessionExpiredHandler, UnexpectedAnswerError } from './api-client';
import { saveSession } from './session';

/** These tests are about the session dance, not the answer's shape. */
const anyData = { schema: z.unknown() };

const signIn = () =>
  saveSession({ access_token: 'old-access', refresh_token: 'old-refresh', user_id: 'u1', email: 'j@a.co' });

// The refresh-on-401 logic itself is tested once, in packages/api-client; these check the web's wiring:
// localStorage as the token store, PRODUCT.md §7's public paths, the expiry handler, the answer's schema.
describe('apiRequest', () => {
  let expired: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    expired = vi.fn<() => void>();
    setSessionExpiredHandler(expired);
  });

  it('sends the bearer token, except on the paths of PRODUCT.md §7', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/users/me', ok({ id: 1 }));
    net.route('POST /api/v1/auth/reset-password', ok(null));
    signIn();
    await apiRequest('/users/me', anyData);
    await apiRequest('/auth/reset-password', { method: 'POST', body: {}, ...anyData });
    expect(net.calls[0]?.headers.authorization).toBe('Bearer old-access');
    expect(net.calls[1]?.headers.authorization).toBeUndefined();
    expect(net.calls[0]?.headers['ngrok-skip-browser-warning']).toBe('true');
  });

  it('on a 401 refreshes once, stores the rotated tokens and retries', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/users/me', fail(401, 'expired'), ok({ name: 'Jane' }));
    net.route(
      'POST /api/v1/auth/refresh-token',
      ok({ access_token: 'new-access', refresh_token: 'new-refresh' }),
    );
    signIn();
    const res = await apiRequest('/users/me', anyData);
    expect(res.data).toEqual({ name: 'Jane' });
    const refresh = net.calls.find((c) => c.path.startsWith('/api/v1/auth/refresh-token'));
    expect(refresh?.path).toBe('/api/v1/auth/refresh-token?user_id=u1');
    expect(refresh?.headers.authorization).toBe('Bearer old-refresh');
    expect(net.calls.at(-1)?.headers.authorization).toBe('Bearer new-access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh');
    expect(expired).not.toHaveBeenCalled();
  });

  it('uses a token another tab refreshed meanwhile instead of presenting the rotated one again', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/users/me', (call) => {
      if (call.headers.authorization === 'Bearer tab2-access') return ok({ fresh: true });
      // While this request was in flight, another tab rotated the session.
      localStorage.setItem(STORAGE_KEYS.accessToken, 'tab2-access');
      localStorage.setItem(STORAGE_KEYS.refreshToken, 'tab2-refresh');
      return fail(401, 'expired');
    });
    net.route('POST /api/v1/auth/refresh-token', fail(401, 'reused'));
    signIn();
    const res = await apiRequest('/users/me', anyData);
    expect(res.data).toEqual({ fresh: true });
    expect(net.calls.filter((c) => c.path.startsWith('/api/v1/auth/refresh-token'))).toHaveLength(0);
    expect(expired).not.toHaveBeenCalled();
  });

  it('clears the session and calls the expiry handler when the refresh fails', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/users/me', fail(401, 'expired'));
    net.route('POST /api/v1/auth/refresh-token', fail(401, 'Failed to refresh access token'));
    signIn();
    const error = await apiRequest('/users/me', anyData).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isLoggedIn)).toBeNull();
  });

  it('rejects an answer whose data does not match the schema', async () => {
    const net = stubFetch();
    net.route('GET /api/v1/users/me', ok({ unexpected: true }));
    await expect(apiRequest('/users/me', { schema: z.object({ email: z.string() }) })).rejects.toBeInstanceOf(
      UnexpectedAnswerError,
    );
  });
});
