import { afterAll, describe, expect, it } from 'vitest';
import { addCredits, ledgerBalances } from '../src/domain/credits/change-credits';
import { createAccount } from './helpers/accounts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './helpers/redis-prefix';
import { listingOf } from './helpers/sample-listing';
import { connectAccount, schedulePost, settledPost, startSocialStandIns } from './helpers/social';
import { createTestApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';

/** Restarts and double deliveries: several API processes on one database, with and without Redis. */
const stands = await startSocialStandIns();
const database = await openTestDatabase();
afterAll(() => database.close());

async function agentOn(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
  // The listing's own agent, so the short test texts need no listing-brokerage credit (NAR 12-5).
  const agent = await createAccount(app, { trial: true, name: 'Jason Lieberman' });
  await addCredits(
    database.db,
    agent.userId,
    'promote_to_twitter',
    5,
    'grant',
    `test-${agent.userId}`,
    app.ctx.now(),
  );
  await connectAccount(app, agent, 'twitter');
  const listing = await listingOf(app, agent);
  return { agent, listing };
}

// These two tests are about the in-process queue: CI's Redis pass must not turn them into Redis tests.
const inProcess = () => ({ ...stands.env, REDIS_URL: undefined });

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

describe('scheduled posts on the job queue', { timeout: 60_000 }, () => {
  it('survive an API restart without Redis: the next start queues them again from the database', async () => {
    const first = await createTestApp({ database, env: { ...inProcess(), RUN_JOBS_IN_API: 'false' } });
    const { agent, listing } = await agentOn(first.app);
    const res = await first.app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Queued before a restart',
        publish_at: inSeconds(1),
      }),
    );
    expect(res.json().data.status).toBe('scheduled');
    await first.app.close();

    const second = await createTestApp({ database, env: inProcess() });
    const post = await settledPost(second.app, agent, res.json().data.id);
    expect(post.status).toBe('published');
    expect(stands.x.tweets.filter((t) => t.text === 'Queued before a restart')).toHaveLength(1);
  });

  it('publish exactly once when two processes deliver the same job', async () => {
    const a = await createTestApp({ database, env: inProcess() });
    const { agent, listing } = await agentOn(a.app);
    const before = await ledgerBalances(database.db, agent.userId);
    const res = await a.app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Delivered twice',
        publish_at: inSeconds(5),
      }),
    );
    // The second process queues every pending post at start: the same job now runs in both, and a
    // slow answer from X keeps the first delivery in flight while the second one arrives.
    stands.x.fail('POST /2/tweets', { delayMs: 700 });
    const b = await createTestApp({ database, env: inProcess() });
    const post = await settledPost(b.app, agent, res.json().data.id);
    expect(post.status).toBe('published');
    // Both processes stop (waiting for any try in flight): nothing can post after this point.
    await Promise.all([a.app.close(), b.app.close()]);
    expect(stands.x.tweets.filter((t) => t.text === 'Delivered twice')).toHaveLength(1);
    expect((await ledgerBalances(database.db, agent.userId)).promote_to_twitter).toBe(
      before.promote_to_twitter! - 1,
    );
  });

  it('with Redis: a post queued by one API is published by a worker started later', async () => {
    const prefix = uniqueRedisPrefix();
    const redisEnv = { ...stands.env, REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix };
    const api = await createTestApp({ database, env: { ...redisEnv, RUN_JOBS_IN_API: 'false' } });
    const { agent, listing } = await agentOn(api.app);
    const res = await api.app.inject(
      schedulePost(agent, {
        listing_id: listing.listing_id,
        platform: 'twitter',
        text: 'Through Redis',
        publish_at: inSeconds(1),
      }),
    );
    // Another process runs the jobs (its start also re-adds the pending post: BullMQ keeps one job per id).
    const worker = await createTestApp({ database, env: { ...redisEnv, RUN_JOBS_IN_API: 'true' } });
    const post = await settledPost(api.app, agent, res.json().data.id);
    expect(post.status).toBe('published');
    expect(stands.x.tweets.filter((t) => t.text === 'Through Redis')).toHaveLength(1);
    await worker.app.close();
  });
});
