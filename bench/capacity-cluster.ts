/**
 * The processes `npm run bench:capacity` measures: two API processes and one worker, each a child
 * started as production starts it, on the bench's scratch PostgreSQL database and on Redis under a
 * prefix of this run (removed after, so the shared Redis is never flushed).
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/client';
import { type ApiProcess, startApi, startWorker, stop } from '../apps/api/test/helpers/processes';
import type { Seeded } from './capacity-model';

export async function startCapacityCluster(
  database: Database & { url: string },
  redisUrl: string,
  standIns: Record<string, string>,
) {
  const run = randomUUID().slice(0, 8);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: `/tmp/pp-capacity-${run}`,
    DATABASE_URL: database.url,
    // The schema is migrated once before (openScratchPostgres), as `npm run migrate` would.
    MIGRATIONS: 'external',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `pp-capacity-${run}:`,
    QUEUE_PREFIX: `pp-capacity-${run}`,
    JWT_SECRET: `capacity-secret-${randomUUID()}`,
    // The compressed day asks per agent per hour what a real one asks per day: the per-user limits
    // (60 scheduled posts an hour...) would refuse it. Visitors come from addresses of their own.
    RATE_LIMIT_SCALE: '100',
    TRUST_PROXY: 'true',
    // The day's reels are small so renders do not take the API's cores; full size is measured apart.
    REEL_RENDER_SIZE: '360x640',
    REEL_CONCURRENCY: '1',
    ...standIns,
  };
  const sql = new pg.Pool({ connectionString: database.url, max: 1 });
  let apis: ApiProcess[] = [];
  let worker: ChildProcess | undefined;
  const counts = async () => {
    const { rows } = await sql.query(`select
      (select count(*) from reels where status = 'success')::int as reels_done,
      (select count(*) from reels where status = 'failed')::int as reels_failed,
      (select count(*) from reels where status in ('queued', 'rendering'))::int as reels_pending,
      (select count(*) from scheduled_posts where status = 'published')::int as posts_published,
      (select count(*) from scheduled_posts where status = 'failed')::int as posts_failed,
      (select count(*) from scheduled_posts where status in ('scheduled', 'publishing'))::int as posts_pending`);
    const r = rows[0] as Record<string, number>;
    return {
      reelsDone: r.reels_done ?? 0,
      reelsFailed: r.reels_failed ?? 0,
      reelsPending: r.reels_pending ?? 0,
      postsPublished: r.posts_published ?? 0,
      postsFailed: r.posts_failed ?? 0,
      postsPending: r.posts_pending ?? 0,
    };
  };
  return {
    env,
    async start() {
      apis = await Promise.all([startApi(env), startApi(env)]);
      worker = startWorker(env);
    },
    bases: () => apis.map((a) => a.base),
    apiPids: () => apis.map((a) => a.child.pid ?? 0),
    workerPid: () => worker?.pid ?? 0,
    worker: () => worker as ChildProcess,
    counts,
    /** Until no reel renders and no post waits, or `ms` passes. */
    async waitIdle(ms: number) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const c = await counts();
        if (c.reelsPending === 0 && c.postsPending === 0) return;
        await sleep(500);
      }
    },
    /** One reel of `durationSec` per agent, through the first API process. */
    async queueReels(agents: Seeded[], durationSec: number) {
      for (const a of agents) {
        const res = await fetch(`${apis[0]?.base}/api/v1/marketing/reels`, {
          method: 'POST',
          headers: { authorization: `Bearer ${a.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            listing_id: a.listingId,
            photos: a.photoIds.map((photo_id) => ({ photo_id })),
            duration_sec: durationSec,
            template: 'just_listed',
            music: false,
          }),
        });
        if (res.status !== 201 && res.status !== 202 && res.status !== 200)
          throw new Error(`reel refused: ${res.status} ${await res.text()}`);
      }
    },
    async close() {
      await Promise.all([...apis.map((a) => stop(a.child)), ...(worker ? [stop(worker)] : [])]);
      await sql.end();
      const direct = new Redis(redisUrl);
      for (const match of [`${env.REDIS_KEY_PREFIX}*`, `${env.QUEUE_PREFIX}:*`]) {
        let cursor = '0';
        do {
          const [next, keys] = await direct.scan(cursor, 'MATCH', match, 'COUNT', 500);
          cursor = next;
          if (keys.length > 0) await direct.del(...keys);
        } while (cursor !== '0');
      }
      direct.disconnect();
    },
  };
}
