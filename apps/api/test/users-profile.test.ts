import { MESSAGES, VALIDATION } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { getUserWithPhotoFlag } from '../src/domain/users/find-user';
import { createAccount, STRONG_PASSWORD } from './helpers/accounts';
import { snapshotAccounts } from './helpers/db-snapshot';
import { startGoogleProvider } from './helpers/google-provider';
import { createTestApp } from './helpers/test-app';

const google = await startGoogleProvider();
const { app, db } = await createTestApp({ env: google.env });
const [alice, bob, carol] = await Promise.all([
  createAccount(app, { name: 'Alice Agent' }),
  createAccount(app),
  createAccount(app),
]);

const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1/users/${url}`, headers, payload });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('GET /api/v1/users/me', () => {
  it('answers the current-user record of PRODUCT.md §3', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: alice!.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(Object.keys(body.data).sort()).toEqual(
      [
        '_id',
        'full_name',
        'email',
        'username',
        'phone_number',
        'role',
        'profile_picture_url',
        'addons',
        'has_used_trial',
        'is_subscribed',
        'subscription_end_date',
        'trial_end',
        'subscription_id',
        'cancel_at_period_end',
        'package_name',
        'email_verified',
        'is_google_account',
        // Property page branding (issue 13).
        'brokerage_name',
        'accent_color',
        'license_number',
        // Licences per state and the team name (issue 22).
        'licenses',
        'team_name',
        // The language new posts start in (issue 26).
        'default_language',
        'logo_url',
        'created_at',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      _id: alice!.userId,
      full_name: 'Alice Agent',
      email: alice!.email,
      role: 'user',
      profile_picture_url: null,
      is_subscribed: false,
      subscription_end_date: null,
      trial_end: null,
      package_name: null,
    });
    expect(new Date(body.data.created_at).toISOString()).toBe(body.data.created_at);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.notAuthenticated });
  });
  it('answers each of many agents asking at once with their own record', async () => {
    // Requests that arrive in one event-loop turn share one query (lib/batch-by-turn.ts): over real
    // sockets, every agent must still get their own row, however the batch was made up.
    const agents = [
      alice!,
      bob!,
      carol!,
      ...(await Promise.all(Array.from({ length: 9 }, () => createAccount(app)))),
    ];
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const asked = [...agents, ...agents].map((a) => ({
      a,
      at: fetch(`${base}/api/v1/users/me`, { headers: a.auth }),
    }));
    for (const { a, at } of asked) {
      const res = await at;
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { _id: string; email: string } };
      expect(data).toMatchObject({ _id: a.userId, email: a.email });
    }
  });

  it('reads several users in one turn, each their own, and none for an unknown or malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const looked = await Promise.allSettled(
      [alice!.userId, 'not-a-uuid', bob!.userId, unknown, alice!.userId].map((id) =>
        getUserWithPhotoFlag(app.ctx.db, id),
      ),
    );
    const outcome = looked.map((r) =>
      r.status === 'fulfilled' ? r.value.user.email : (r.reason as Error).message,
    );
    expect(outcome).toEqual([
      alice!.email,
      MESSAGES.accountGone,
      bob!.email,
      MESSAGES.accountGone,
      alice!.email,
    ]);
  });
});

describe('POST /api/v1/users/update-profile', () => {
  it('changes name and username (trimmed) and answers the updated user', async () => {
    const res = await post('update-profile', bob!.auth, {
      name: '  Bob Broker ',
      username: ' bob_the_broker ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: MESSAGES.profileUpdated,
      data: { full_name: 'Bob Broker', username: 'bob_the_broker', email: bob!.email },
    });
  });

  it('ignores an email in the body: the email cannot be edited', async () => {
    const res = await post('update-profile', bob!.auth, {
      name: 'Bob',
      username: 'bob_the_broker',
      email: 'x@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(bob!.email);
  });

  it('answers 409 for a username taken by someone else, in any case, and writes nothing', async () => {
    const before = await snapshotAccounts(db);
    const res = await post('update-profile', carol!.auth, { name: 'Carol', username: 'BOB_THE_BROKER' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      message: MESSAGES.usernameTaken,
      errors: { username: MESSAGES.usernameTaken },
    });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it.each([
    [{ username: 'someone' }, 'name', VALIDATION.fullNameRequired],
    [{ name: '  ', username: 'someone' }, 'name', VALIDATION.fullNameRequired],
    [{ name: 'Carol' }, 'username', VALIDATION.usernameRequired],
    [{ name: 'Carol', username: '' }, 'username', VALIDATION.usernameRequired],
  ])('%j answers 400 with the spec message and writes nothing', async (payload, field, message) => {
    const before = await snapshotAccounts(db);
    const res = await post('update-profile', carol!.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message, errors: { [field]: message } });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await post('update-profile', {}, { name: 'x', username: 'y' })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/users/update-password', () => {
  it('changes the password when the current one is right, signing out every other session', async () => {
    const otherDevice = (await login(carol!.email, STRONG_PASSWORD)).json().data;
    const res = await post('update-password', carol!.auth, {
      old_password: STRONG_PASSWORD,
      new_password: 'simple-but-8',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.passwordUpdated, data: null });
    expect((await login(carol!.email, 'simple-but-8')).statusCode).toBe(200);
    expect((await login(carol!.email, STRONG_PASSWORD)).statusCode).toBe(401);
    const refresh = (userId: string, token: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/auth/refresh-token?user_id=${userId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await refresh(carol!.userId, otherDevice.refresh_token)).statusCode).toBe(401);
    // The session that made the change carries on.
    expect((await refresh(carol!.userId, carol!.refreshToken)).statusCode).toBe(200);
  });

  it('answers 400 "Current password is incorrect" for a wrong current password and writes nothing', async () => {
    const before = await snapshotAccounts(db);
    const res = await post('update-password', alice!.auth, {
      old_password: 'Not!ThePass1',
      new_password: 'N3w!Password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      message: MESSAGES.currentPasswordWrong,
      errors: { old_password: MESSAGES.currentPasswordWrong },
    });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it.each([
    [{ new_password: 'N3w!Password' }, 'old_password', VALIDATION.currentPasswordRequired],
    [{ old_password: '', new_password: 'N3w!Password' }, 'old_password', VALIDATION.currentPasswordRequired],
    [{ old_password: STRONG_PASSWORD }, 'new_password', VALIDATION.newPasswordRequired],
    [{ old_password: STRONG_PASSWORD, new_password: '' }, 'new_password', VALIDATION.newPasswordRequired],
    [
      { old_password: STRONG_PASSWORD, new_password: 'short' },
      'new_password',
      VALIDATION.changePasswordTooShort,
    ],
  ])('%j answers 400 with the spec message', async (payload, field, message) => {
    const res = await post('update-password', alice!.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message, errors: { [field]: message } });
  });

  it('refuses a Google account, which has no password', async () => {
    const token = await google.tokenFor({
      sub: 'g-profile-1',
      email: 'only.google@gmail.com',
      email_verified: true,
    });
    const session = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/google-login',
      payload: { google_auth_token: token },
    });
    const auth = { authorization: `Bearer ${session.json().data.access_token}` };
    const res = await post('update-password', auth, {
      old_password: 'anything',
      new_password: 'N3w!Password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
    await google.stop();
  });
});
