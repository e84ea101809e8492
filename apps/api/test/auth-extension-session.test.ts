import { describe, expect, it } from 'vitest';
import { createAccount } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';

const { app } = await createTestApp();

const refresh = (userId: string, token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/auth/refresh-token?user_id=${userId}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /api/v1/auth/extension-session', () => {
  it('requires a signed-in user', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/extension-session' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('error');
  });

  it('issues a second session whose rotation does not disturb the web session', async () => {
    const web = await createAccount(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/extension-session',
      headers: web.auth,
    });
    expect(res.statusCode).toBe(200);
    const ext = res.json().data as {
      access_token: string;
      refresh_token: string;
      user_id: string;
      email: string;
    };
    expect(ext.user_id).toBe(web.userId);
    expect(ext.email).toBe(web.email);
    expect(ext.refresh_token).not.toBe(web.refreshToken);

    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${ext.access_token}` },
    });
    expect(me.json().data._id).toBe(web.userId);

    // The extension rotates its token twice; the web tab's own refresh token stays valid.
    const first = await refresh(web.userId, ext.refresh_token);
    expect(first.statusCode).toBe(200);
    const second = await refresh(web.userId, first.json().data.refresh_token);
    expect(second.statusCode).toBe(200);
    const webRefresh = await refresh(web.userId, web.refreshToken);
    expect(webRefresh.statusCode).toBe(200);
  });
});
