import { MESSAGES, VALIDATION } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/db/schema';
import { createAccount, STRONG_PASSWORD } from './helpers/accounts';
import { snapshotAccounts } from './helpers/db-snapshot';
import { createTestApp } from './helpers/test-app';

const { app, db, clock, env } = await createTestApp();
// One account for the read-only checks; flows that revoke or expire sessions sign in afresh.
const account = await createAccount(app);

const login = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object });
const me = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (userId: string | undefined, refreshToken: string | undefined) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/auth/refresh-token${userId === undefined ? '' : `?user_id=${encodeURIComponent(userId)}`}`,
    headers: refreshToken === undefined ? {} : { authorization: `Bearer ${refreshToken}` },
  });
const signInFresh = async () => {
  const res = await login({ email: account.email, password: STRONG_PASSWORD });
  expect(res.statusCode).toBe(200);
  return res.json().data as { access_token: string; refresh_token: string; user_id: string };
};

describe('POST /api/v1/auth/login', () => {
  it('answers the session of PRODUCT.md §7 with the spec message, whatever the email case', async () => {
    const res = await login({ email: account.email.toUpperCase(), password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      message: MESSAGES.loginSuccess,
      data: { user_id: account.userId, username: account.username, email: account.email },
    });
    expect(body.data.access_token.split('.')).toHaveLength(3);
    expect(body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(body.data.access_token)).json().data._id).toBe(account.userId);
  });

  it('gives one answer for a wrong password and an unknown email (no enumeration) and writes nothing', async () => {
    const before = await snapshotAccounts(db);
    const wrong = await login({ email: account.email, password: 'Wrong!Pass1' });
    const unknown = await login({ email: 'nobody.here@example.com', password: STRONG_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.invalidCredentials });
    }
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it.each([
    [{ password: STRONG_PASSWORD }, 'email', VALIDATION.emailRequired],
    [{ email: '', password: STRONG_PASSWORD }, 'email', VALIDATION.emailRequired],
    [{ email: 'agent@', password: STRONG_PASSWORD }, 'email', VALIDATION.emailInvalid],
    [{ email: 'agent@example.com' }, 'password', VALIDATION.passwordRequired],
    [{ email: 'agent@example.com', password: '' }, 'password', VALIDATION.passwordRequired],
  ])('%j answers 400 with the spec message', async (payload, field, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message, errors: { [field]: message } });
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes on the server clock', async () => {
    const session = await signInFresh();
    clock.advance(14 * 60_000);
    expect((await me(session.access_token)).statusCode).toBe(200);
    clock.advance(61_000);
    const expired = await me(session.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: 'error', message: MESSAGES.accessTokenInvalid });
    clock.reset();
  });

  it('are refused when missing, unsigned, signed with another key or of another kind', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: 'error', message: MESSAGES.notAuthenticated });

    const claims = {
      typ: 'access',
      sub: account.userId,
      sid: decodeJwt(account.accessToken).sid,
      iss: 'property-promoter',
      aud: 'property-promoter-api',
    };
    const unsigned = new UnsecuredJWT(claims).setIssuedAt().setExpirationTime('10m').encode();
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000'));
    const wrongKind = await new SignJWT({ ...claims, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    const sameKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    for (const token of [unsigned, otherKey, wrongKind, account.refreshToken, 'garbage']) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.accessTokenInvalid);
    }
    // The control: the same claims signed with the server's key are accepted.
    expect((await me(sameKey)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/refresh-token', () => {
  it('rotates: answers a new access and refresh token, and the new refresh token works once more', async () => {
    const session = await signInFresh();
    const first = await refresh(session.user_id, session.refresh_token);
    expect(first.statusCode).toBe(200);
    const next = first.json().data as { access_token: string; refresh_token: string };
    expect(first.json().status).toBe('success');
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect((await me(next.access_token)).statusCode).toBe(200);
    const second = await refresh(session.user_id, next.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again (theft or replay)', async () => {
    const session = await signInFresh();
    const rotated = (await refresh(session.user_id, session.refresh_token)).json().data
      .refresh_token as string;
    const otherDevice = await signInFresh();

    const replay = await refresh(session.user_id, session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ status: 'error', message: MESSAGES.refreshFailed });
    // The legitimate successor dies with its family...
    const successor = await refresh(session.user_id, rotated);
    expect(successor.statusCode).toBe(401);
    const family = await db.select().from(refreshTokens).where(eq(refreshTokens.user_id, session.user_id));
    const familyId = family.find((r) => r.rotated_at !== null && r.revoked_at !== null)?.family_id;
    expect(family.filter((r) => r.family_id === familyId).every((r) => r.revoked_at !== null)).toBe(true);
    // ...while another sign-in's family is untouched.
    expect((await refresh(otherDevice.user_id, otherDevice.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a refresh token after 30 days', async () => {
    const session = await signInFresh();
    clock.advance(30 * 86_400_000 - 60_000);
    const stillValid = await refresh(session.user_id, session.refresh_token);
    expect(stillValid.statusCode).toBe(200);
    const successor = stillValid.json().data.refresh_token as string;
    clock.advance(30 * 86_400_000 + 60_000);
    const expired = await refresh(session.user_id, successor);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MESSAGES.refreshFailed);
    clock.reset();
  });

  it('refuses a token presented for another user id, an unknown token, and missing parts', async () => {
    const session = await signInFresh();
    const other = await refresh('00000000-0000-4000-8000-000000000000', session.refresh_token);
    expect(other.statusCode).toBe(401);
    expect(other.json().message).toBe(MESSAGES.refreshFailed);
    expect((await refresh(session.user_id, 'A'.repeat(43))).json().message).toBe(MESSAGES.refreshFailed);
    // The token presented for the wrong user is still good for its own user: nothing was consumed.
    expect((await refresh(session.user_id, session.refresh_token)).statusCode).toBe(200);

    const noToken = await refresh(session.user_id, undefined);
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ status: 'error', message: MESSAGES.missingRefresh });
    const noUser = await refresh(undefined, 'anything');
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json()).toMatchObject({ status: 'error', message: MESSAGES.missingRefresh });
  });
});
