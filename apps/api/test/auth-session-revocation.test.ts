import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@pp/contract';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount, tokenOf } from './helpers/accounts';
import { linkIn, startSmtpListener } from './helpers/smtp-listener';
import { createTestApp } from './helpers/test-app';

const smtp = await startSmtpListener();
afterAll(() => smtp.close());
const { app, env } = await createTestApp({ env: { SMTP_URL: smtp.url } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });
const extensionSession = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/extension-session', headers: bearer(token) });
const signIn = async (account: TestAccount, password = account.password) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: account.email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { access_token: string; refresh_token: string };
};

function expectRefused(res: Awaited<ReturnType<typeof me>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ status: 'error', message: MESSAGES.accessTokenInvalid });
}

describe('access tokens of a revoked sign-in', () => {
  it('stop at once after a password change, except the session that made it', async () => {
    const account = await createAccount(app);
    const other = await signIn(account);
    const change = await app.inject({
      method: 'POST',
      url: '/api/v1/users/update-password',
      headers: account.auth,
      payload: { old_password: account.password, new_password: 'N3w!Password' },
    });
    expect(change.statusCode).toBe(200);
    expectRefused(await me(other.access_token));
    // It can no longer mint a new 30-day session for the extension either.
    expectRefused(await extensionSession(other.access_token));
    expect((await me(account.accessToken)).statusCode).toBe(200);
    expect((await extensionSession(account.accessToken)).statusCode).toBe(200);
  });

  it('stop at once after a password reset, every one of them', async () => {
    const account = await createAccount(app);
    const second = await signIn(account);
    expect((await me(second.access_token)).statusCode).toBe(200);
    const already = smtp.inbox.length;
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password-request',
      payload: { email: account.email },
    });
    const mail = await smtp.waitFor(account.email, /Reset your/, 15_000, already);
    const link = linkIn(mail, '/reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { pass_reset_token: tokenOf(link), new_password: 'N3w!Password' },
    });
    expect(reset.statusCode).toBe(200);
    for (const token of [account.accessToken, second.access_token]) {
      expectRefused(await me(token));
      expectRefused(await extensionSession(token));
    }
  });

  it('stop when a rotated refresh token is replayed and the family is revoked', async () => {
    const account = await createAccount(app);
    const rotate = (token: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/auth/refresh-token?user_id=${account.userId}`,
        headers: bearer(token),
      });
    const first = await rotate(account.refreshToken);
    expect(first.statusCode).toBe(200);
    const fresh = first.json().data.access_token as string;
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await rotate(account.refreshToken)).statusCode).toBe(401);
    expectRefused(await me(fresh));
    expectRefused(await me(account.accessToken));
  });
});

describe('signed tokens we never issued', () => {
  const sign = (claims: Record<string, unknown>, expires = true) => {
    const jwt = new SignJWT({ typ: 'access', ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('property-promoter')
      .setAudience('property-promoter-api')
      .setIssuedAt();
    return (expires ? jwt.setExpirationTime('10m') : jwt).sign(new TextEncoder().encode(env.JWT_SECRET));
  };

  it('are refused without exp, with a sub that is not a user id, or naming another user or no sign-in', async () => {
    const account = await createAccount(app);
    const other = await createAccount(app);
    const sid = decodeJwt(account.accessToken).sid as string;
    const otherSid = decodeJwt(other.accessToken).sid as string;
    // The control: the same claims with exp are accepted.
    expect((await me(await sign({ sub: account.userId, sid }))).statusCode).toBe(200);
    for (const token of [
      await sign({ sub: account.userId, sid }, false),
      await sign({ sub: 'not-a-user-id', sid }),
      await sign({ sub: "' or 1=1 --", sid }),
      await sign({ sub: 42, sid }),
      await sign({ sub: randomUUID(), sid }),
      await sign({ sub: account.userId, sid: otherSid }),
      await sign({ sub: account.userId, sid: randomUUID() }),
      await sign({ sub: account.userId }),
    ])
      expectRefused(await me(token));
  });
});
