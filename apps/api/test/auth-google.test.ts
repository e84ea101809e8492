import { MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { registrationBody, STRONG_PASSWORD } from './helpers/accounts';
import { snapshotAccounts } from './helpers/db-snapshot';
import { startGoogleProvider } from './helpers/google-provider';
import { createTestApp } from './helpers/test-app';

const google = await startGoogleProvider();
afterAll(() => google.stop());
const { app, db } = await createTestApp({ env: google.env });

const googleLogin = (token: unknown) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/google-login', payload: { google_auth_token: token } });
const me = async (accessToken: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json().data;
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
let sub = 0;
const profile = (email: string, verified = true) => ({
  sub: `google-${++sub}-${Date.now()}`,
  email,
  email_verified: verified,
  name: 'Gina Google',
});

describe('POST /api/v1/auth/google-login', () => {
  it('creates a verified Google account on first sign-in and finds the same one the next time', async () => {
    const who = profile('Gina.Google@gmail.com');
    const res = await googleLogin(await google.tokenFor(who));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      message: MESSAGES.googleLoginSuccess,
      data: { email: 'gina.google@gmail.com' },
    });
    expect(body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await me(body.data.access_token);
    expect(user).toMatchObject({
      email: 'gina.google@gmail.com',
      full_name: 'Gina Google',
      username: 'Gina.Google',
      is_google_account: true,
      email_verified: true,
    });

    const again = await googleLogin(await google.tokenFor(who));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user_id).toBe(user._id);
  });

  it('gives a second person with the same mailbox name a username of their own', async () => {
    const res = await googleLogin(await google.tokenFor(profile('gina.google@outlook.com')));
    expect(res.statusCode).toBe(200);
    const user = await me(res.json().data.access_token);
    expect(user.username).toMatch(/^gina\.google\d{4}$/);
  });

  it('links a verified password account by email, which keeps its password', async () => {
    const body = registrationBody();
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body })).statusCode,
    ).toBe(201);
    await db.update(users).set({ email_verified_at: new Date() }).where(eq(users.email, body.email));

    const res = await googleLogin(await google.tokenFor(profile(body.email.toUpperCase())));
    expect(res.statusCode).toBe(200);
    const user = await me(res.json().data.access_token);
    expect(user).toMatchObject({ username: body.username, email: body.email, is_google_account: true });
    expect((await login(body.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('links an unverified account but drops the password and sessions of whoever registered it', async () => {
    const body = registrationBody();
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body })).statusCode,
    ).toBe(201);
    const squatter = (await login(body.email, STRONG_PASSWORD)).json().data;

    const res = await googleLogin(await google.tokenFor(profile(body.email)));
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().data.access_token)).email_verified).toBe(true);
    expect((await login(body.email, STRONG_PASSWORD)).statusCode).toBe(401);
    const squatterRefresh = await app.inject({
      method: 'POST',
      url: `/api/v1/auth/refresh-token?user_id=${squatter.user_id}`,
      headers: { authorization: `Bearer ${squatter.refresh_token}` },
    });
    expect(squatterRefresh.statusCode).toBe(401);
  });

  it('refuses an unverified Google email, and creates nothing', async () => {
    const before = await snapshotAccounts(db);
    const res = await googleLogin(await google.tokenFor(profile('unverified.person@gmail.com', false)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.googleLoginFailed });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it('refuses a token the provider does not know, and creates nothing', async () => {
    const before = await snapshotAccounts(db);
    const res = await googleLogin('ya29.not-a-real-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.googleLoginFailed });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it("refuses a real Google token issued to another site's client (token substitution), and creates nothing", async () => {
    const before = await snapshotAccounts(db);
    const victim = profile('victim.of.another.site@gmail.com');
    const res = await googleLogin(await google.tokenFor(victim, 'another-site.apps.googleusercontent.com'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.googleLoginFailed });
    expect(await snapshotAccounts(db)).toEqual(before);
    // The same person through our own client signs in.
    expect((await googleLogin(await google.tokenFor(victim))).statusCode).toBe(200);
  });

  it('refuses a token whose tokeninfo subject differs from the userinfo subject', async () => {
    const before = await snapshotAccounts(db);
    const who = profile('mismatch@gmail.com');
    const res = await googleLogin(await google.tokenFor(who, undefined, 'google-someone-else'));
    expect(res.statusCode).toBe(401);
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it('does not hand an account tied to one Google identity to another', async () => {
    const owner = profile('shared.inbox@gmail.com');
    expect((await googleLogin(await google.tokenFor(owner))).statusCode).toBe(200);
    const impostor = { ...owner, sub: 'google-someone-else' };
    const res = await googleLogin(await google.tokenFor(impostor));
    expect(res.statusCode).toBe(401);
  });

  it.each([[undefined], [''], ['   '], [42]])('google_auth_token %j answers 400', async (token) => {
    const res = await googleLogin(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      errors: { google_auth_token: 'Google token is required' },
    });
  });
});

describe('Google sign-in without a client id of ours', async () => {
  const { GOOGLE_CLIENT_ID: _none, ...withoutClientId } = google.env;
  const unconfigured = await createTestApp({ env: withoutClientId });
  it('is off: even a good token answers 401, since no audience can be checked', async () => {
    const res = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google-login',
      payload: { google_auth_token: await google.tokenFor(profile('no.client.id@gmail.com')) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.googleLoginFailed);
  });
});

describe('Google provider unreachable', async () => {
  const offline = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
      GOOGLE_TOKENINFO_URL: 'http://127.0.0.1:9/tokeninfo',
    },
  });
  it('answers 401 with the message, not a 500', async () => {
    const res = await offline.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google-login',
      payload: { google_auth_token: 'token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.googleLoginFailed);
  });
});
