import { ADDON_KEYS, DAY_MS, MESSAGES, TRIAL_CREDITS, TRIAL_DAYS } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger } from '../src/db/schema';
import { createAccount } from './helpers/accounts';
import { snapshotAccounts } from './helpers/db-snapshot';
import { createTestApp } from './helpers/test-app';

const { app, db, clock } = await createTestApp();
const account = await createAccount(app);
const startTrial = (headers: Record<string, string> = account.auth) =>
  app.inject({ method: 'POST', url: '/api/v1/users/trial/start', headers });

describe('POST /api/v1/users/trial/start', () => {
  it('starts a 7-day trial with 2 Marketplace, 1 LinkedIn, 1 X and 1 reel credit, each in the ledger', async () => {
    const before = clock.now();
    const res = await startTrial();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      message: MESSAGES.trialActivated,
      data: {
        has_used_trial: true,
        is_subscribed: false,
        addons: {
          promote_to_facebook_marketplace: 2,
          promote_to_linkedin: 1,
          promote_to_twitter: 1,
          reel_generation: 1,
        },
      },
    });
    const trialEnd = Date.parse(body.data.trial_end);
    expect(Math.abs(trialEnd - (before.getTime() + TRIAL_DAYS * DAY_MS))).toBeLessThan(5_000);

    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.user_id, account.userId));
    expect(
      ledger
        .map((r) => ({ addon: r.addon, delta: r.delta, reason: r.reason, ref: r.ref }))
        .sort((a, b) => a.addon.localeCompare(b.addon)),
    ).toEqual(
      ADDON_KEYS.map((addon) => ({ addon, delta: TRIAL_CREDITS[addon], reason: 'grant', ref: 'trial' })).sort(
        (a, b) => a.addon.localeCompare(b.addon),
      ),
    );
  });

  it('answers 409 the second time and grants nothing more', async () => {
    const before = await snapshotAccounts(db);
    const res = await startTrial();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.trialAlreadyUsed });
    expect(await snapshotAccounts(db)).toEqual(before);
  });

  it('grants once when two starts race', async () => {
    const racer = await createAccount(app);
    const results = await Promise.all([
      startTrial(racer.auth),
      startTrial(racer.auth),
      startTrial(racer.auth),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.user_id, racer.userId));
    expect(ledger).toHaveLength(ADDON_KEYS.length);
  });

  it('answers 401 for a visitor', async () => {
    const res = await startTrial({});
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('error');
  });
});
