import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { addCredits } from '../src/domain/credits/change-credits';
import { postJobId } from '../src/domain/scheduled-posts/post-job';
import { createAccount } from './helpers/accounts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './helpers/redis-prefix';
import { createReelRequest, reelMaterial } from './helpers/reels';
import { materialFor, schedulePost, startSocialStandIns } from './helpers/social';
import { createTestApp } from './helpers/test-app';

/**
 * Redis restarted without its data (issue #23): reels stayed `queued` for ever with a live worker,
 * and due posts were queued again only when an API process started. The reconciler sweeps every
 * RECONCILE_INTERVAL_MS and queues what has no live job. No worker runs here, so jobs stay queued
 * and the test can see them come back.
 */
const runs = Boolean(process.env.REDIS_URL);
const prefix = runs ? uniqueRedisPrefix() : '';
const stands = runs ? await startSocialStandIns() : null;
const { app, db } = runs
  ? await createTestApp({
      env: {
        ...stands!.env,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: `${prefix}:`,
        QUEUE_PREFIX: prefix,
        RUN_JOBS_IN_API: 'false',
        RECONCILE_INTERVAL_MS: '300',
      },
    })
  : { app: null, db: null };

/** What a Redis restarted empty holds of this app's queue: nothing. */
async function emptyQueueKeys() {
  const redis = new Redis(TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  return keys.length;
}

describe.skipIf(!runs)('the reconciler', () => {
  it('queues again a reel whose job Redis lost, and a publishing post whose lease lapsed', async () => {
    const api = app!;
    const account = await createAccount(api, { trial: true });
    await addCredits(db!, account.userId, 'reel_generation', 1, 'grant', 'test', api.ctx.now());
    const reel = await api.inject(createReelRequest(account, await reelMaterial(api, account, 1)));
    expect(reel.statusCode).toBe(201);
    const reelId = reel.json().data.reel_id as string;

    const { agent, listing } = await materialFor(api, db!);
    const post = await api.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Back after a restart',
      }),
    );
    expect(post.statusCode).toBe(201);
    const postId = post.json().data.id as string;
    // A worker took it and died: publishing, its lease run out.
    await db!
      .update(scheduledPosts)
      .set({ status: 'publishing', claimed_until: new Date(Date.now() - 1_000) })
      .where(eq(scheduledPosts.id, postId));

    const queues = api.ctx.jobs;
    expect(await queues.reels.has(reelId)).toBe(true);
    expect(await emptyQueueKeys()).toBeGreaterThan(0);
    await vi.waitFor(
      async () => {
        expect(await queues.reels.has(reelId)).toBe(true);
        expect(await queues.posts.has(postJobId(postId, 1))).toBe(true);
      },
      // 50 sweeps at 300 ms: a deadline costs time only on failure.
      { timeout: 15_000, interval: 100 },
    );
  });
});
