import type { TOnboarding } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { connectedAccounts } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { listingOf } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

const { app, db } = await createTestApp();

const onboarding = async (account: TestAccount) => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/users/onboarding', headers: account.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as TOnboarding;
};

describe('GET /api/v1/users/onboarding (the first-run checklist, issue 24)', () => {
  it('requires sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/onboarding' });
    expect(res.statusCode).toBe(401);
  });

  it('completes each step as the account does it', async () => {
    const account = await createAccount(app);
    expect(await onboarding(account)).toEqual({
      email_verified: false,
      trial_started: false,
      extension_installed: false,
      account_connected: false,
      first_draft: false,
      first_post: false,
    });

    await app.inject({ method: 'POST', url: '/api/v1/users/trial/start', headers: account.auth });
    expect(await onboarding(account)).toMatchObject({ trial_started: true, extension_installed: false });

    const handoff = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/extension-session',
      headers: account.auth,
    });
    expect(handoff.statusCode).toBe(200);
    expect(await onboarding(account)).toMatchObject({ extension_installed: true, first_draft: false });

    const detail = await listingOf(app, account);
    expect(await onboarding(account)).toMatchObject({ first_draft: true, first_post: false });

    await db.insert(connectedAccounts).values({
      user_id: account.userId,
      platform: 'linkedin',
      account_id: 'li-1',
      account_name: 'Jane Agent',
      access_token: 'token',
    });
    expect((await onboarding(account)).account_connected).toBe(true);

    const publish = await app.inject({
      method: 'POST',
      url: '/api/v1/promotions',
      headers: account.auth,
      payload: { listing_id: detail.listing_id, platform: 'linkedin', text: detail.drafts.linkedin.text },
    });
    expect(publish.statusCode).toBe(201);
    expect((await onboarding(account)).first_post).toBe(true);
  });

  it('counts a saved listing as the extension at work, without a hand-off', async () => {
    const account = await createAccount(app, { trial: true });
    await listingOf(app, account, '7001');
    expect(await onboarding(account)).toMatchObject({ extension_installed: true, first_draft: true });
  });
});
