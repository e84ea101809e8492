import { MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { jpegPhoto } from './helpers/listing-photos';
import { multipartFile } from './helpers/multipart';
import { startSocialStandIns } from './helpers/social';
import { createTestApp } from './helpers/test-app';

const stands = await startSocialStandIns();
const { app, db } = await createTestApp({ env: stands.env });
const photo = await jpegPhoto(64, 48);

/** The five writes that inserted a row owned by the user (and answered 500 when it was gone), and GET /users/me. */
const requests = (account: TestAccount) => {
  const file = (field: string) =>
    multipartFile(photo, { field, contentType: 'image/jpeg', filename: 'a.jpg' });
  const upload = (url: string, field: string) => {
    const { payload, headers } = file(field);
    return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...account.auth } });
  };
  return {
    me: () => app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth }),
    photos: () => upload('/api/v1/media/photos', 'photos'),
    profilePhoto: () => upload('/api/v1/users/profile-photo/upload', 'file'),
    logo: () => upload('/api/v1/users/logo/upload', 'file'),
    xConnect: () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/connected-accounts/twitter/connect',
        headers: account.auth,
      }),
    linkedInConnect: () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/connected-accounts/linkedin/connect',
        headers: account.auth,
      }),
  };
};

/** A fresh account whose session was just seen live (so the guard holds a cached "live" answer). */
async function warmAccount() {
  const account = await createAccount(app);
  const calls = requests(account);
  expect((await calls.me()).statusCode).toBe(200);
  return { account, calls };
}

describe('a deleted account', () => {
  it('works until deleted: every route answers its token', async () => {
    const { calls } = await warmAccount();
    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect([name, res.statusCode]).toEqual([name, name === 'photos' ? 201 : 200]);
    }
  });

  it('stops its access token at once when deleted through the API: 401 on every route, never 500', async () => {
    const { account, calls } = await warmAccount();
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: account.auth,
      payload: { password: account.password },
    });
    expect(del.statusCode).toBe(200);
    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect([name, res.statusCode, res.json().message]).toEqual([name, 401, MESSAGES.accessTokenInvalid]);
    }
  });

  it('answers 401 (not a foreign-key 500) when the row goes while its live session is still cached', async () => {
    // Another process deleted it, or the delete landed between the token check and the insert.
    const { account, calls } = await warmAccount();
    await db.delete(users).where(eq(users.id, account.userId));
    const { me, ...writes } = calls;
    for (const [name, call] of Object.entries(writes)) {
      const res = await call();
      expect([name, res.statusCode, res.json().message]).toEqual([name, 401, MESSAGES.accountGone]);
    }
    const gone = await me();
    expect([gone.statusCode, gone.json().message]).toEqual([401, MESSAGES.accountGone]);
  });
});
