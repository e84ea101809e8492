import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scheduledPosts } from '../src/db/schema';
import { exited, startWorker, stop } from './helpers/processes';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './helpers/redis-prefix';
import { settledPost } from './helpers/social';
import { startTikTokStandIn } from './helpers/social-stand-in/tiktok';
import { createTestApp } from './helpers/test-app';
import { openScratchPostgres } from './helpers/test-database';
import { tiktokAgent } from './helpers/tiktok-agent';

/**
 * A worker process killed (SIGKILL) in the middle of a TikTok upload, after TikTok stored a chunk
 * and before the worker heard back: the next worker takes the job when the queue's lock and the
 * post's lease lapse, asks status/fetch about the sealed publish_id and goes on with the same
 * upload. One post on TikTok, every byte once, one credit. Workers are separate processes on Redis
 * and a scratch PostgreSQL database, as in production.
 */
const tiktok = await startTikTokStandIn();
const database = await openScratchPostgres(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  'pp_tiktok_killed',
);
const shared = {
  ...tiktok.env,
  TIKTOK_DIRECT_POST: 'true',
  TIKTOK_CHUNK_BYTES: '2048',
  TIKTOK_POLL_MS: '20',
  SOCIAL_HTTP_TIMEOUT_MS: '2000',
  POST_RETRY_MS: '100',
  POST_LEASE_MS: '1000',
  POST_ATTEMPTS: '4',
  REDIS_URL: TEST_REDIS_URL,
  QUEUE_PREFIX: uniqueRedisPrefix(),
  RUN_JOBS_IN_API: 'false',
  QUEUE_LOCK_MS: '1500',
  QUEUE_STALLED_INTERVAL_MS: '500',
};
const { app, db, env } = await createTestApp({ database, env: shared });
const workerEnv = {
  ...shared,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  DATA_DIR: env.DATA_DIR,
};
const workers: ReturnType<typeof startWorker>[] = [];
afterAll(async () => {
  for (const w of workers) await stop(w);
  await app.close();
  await database.close();
  await tiktok.stop();
});

describe('a worker killed mid-upload', () => {
  it('ends in exactly one TikTok post, each chunk sent once, one credit', async () => {
    const setup = await tiktokAgent(app, db, 9000);
    const before = await setup.credits();
    const first = startWorker(workerEnv);
    workers.push(first);
    const killed = exited(first);
    // TikTok has stored the second chunk; the worker dies before its answer.
    tiktok.uploads.plans.onChunk = (index) => {
      if (index !== 1) return;
      tiktok.uploads.plans.onChunk = null;
      first.kill('SIGKILL');
    };
    tiktok.uploads.plans.holdChunk = { index: 1, holdMs: 3000 };
    const id = await setup.schedule('Killed mid-upload', 'SELF_ONLY');
    expect(await killed).toBe('SIGKILL');
    expect((await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id)))[0]!.status).toBe(
      'publishing',
    );
    workers.push(startWorker(workerEnv));
    const done = await settledPost(app, setup.agent, id, 60_000);
    expect(done.status).toBe('published');
    const mine = [...tiktok.uploads.publishes.values()].filter(
      (p) => p.post_info?.title === 'Killed mid-upload',
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.done!.sha256).toBe(tiktok.sha(setup.reel.bytes));
    const firsts = tiktok.uploads.chunks
      .filter((c) => c.publish_id === mine[0]!.publish_id)
      .map((c) => c.first);
    expect(firsts).toEqual([0, 2048, 4096, 6144]);
    await setup.chargedOnce(id, before);
  }, 90_000);
});
