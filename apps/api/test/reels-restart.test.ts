import type { TReel } from '@pp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { addCredits } from '../src/domain/credits/change-credits';
import { createAccount } from './helpers/accounts';
import { createReelRequest, getReel, reelMaterial, waitFor } from './helpers/reels';
import { createTestApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

/** Without Redis the queue lives in the API process; the database is what carries jobs over a restart. */
const database = await openTestDatabase();
afterAll(() => database.close());

describe('reels survive an API restart without Redis', { timeout: 120_000 }, () => {
  it('renders the reels queued before the restart', async () => {
    // The first API takes the reels but is stopped before rendering them.
    const first = await createTestApp({
      database,
      // Without Redis (CI's Redis pass sets REDIS_URL for every file): the in-process queue's restart.
      env: { RUN_JOBS_IN_API: 'false', REEL_RENDER_SIZE: '180x320', REDIS_URL: undefined },
    });
    const account = await createAccount(first.app, { trial: true });
    await addCredits(database.db, account.userId, 'reel_generation', 1, 'grant', 'test', first.app.ctx.now());
    const material = await reelMaterial(first.app, account, 2);
    const created: TReel[] = [];
    for (let i = 0; i < 2; i++)
      created.push((await first.app.inject(createReelRequest(account, material))).json().data);
    expect(created.map((r) => r.status)).toEqual(['queued', 'queued']);
    await first.app.close();

    const second = await createTestApp({
      database,
      env: { REEL_RENDER_SIZE: '180x320', REDIS_URL: undefined },
    });
    for (const reel of created) {
      const done = await waitFor(
        () => getReel(second.app, account, reel.reel_id),
        (r) => r.status === 'success' || r.status === 'failed',
      );
      expect(done.status).toBe('success');
    }
  });
});
