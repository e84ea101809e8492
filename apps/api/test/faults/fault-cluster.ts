import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { addCredits } from '../../src/domain/credits/change-credits';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { startFaultProxy } from '../helpers/fault-proxy';
import { type ApiProcess, startApi, startWorker, stop } from '../helpers/processes';
import { createReelRequest, reelMaterial } from '../helpers/reels';
import { startXStandIn } from '../helpers/social-stand-in/x';
import { openScratchPostgres } from '../helpers/test-database';

export interface Agent {
  account: TestAccount;
  reel: ReturnType<typeof createReelRequest>;
  listingId: string;
  /** The listing's public property page (`/p/<slug>`), for page views and leads. */
  pagePath: string;
}

/** The counters the workload spends: reels, scheduled posts to X, immediate publishes to LinkedIn. */
export const SPENT_ADDONS = ['reel_generation', 'promote_to_twitter', 'promote_to_linkedin'] as const;

/**
 * Two API processes and one worker on PostgreSQL and Redis, each reached through a fault proxy,
 * with X replaced by its stand-in, and agents seeded (credits, a connected X account, a listing
 * with photos). Keys live under prefixes of this run's own, so the shared Redis is never flushed.
 */
export async function startCluster(adminUrl: string, redisUrl: string, agents = 3) {
  const database = await openScratchPostgres(adminUrl, 'pp_faults');
  const pgTarget = new URL(database.url);
  const redisTarget = new URL(redisUrl);
  const pg = await startFaultProxy({ host: pgTarget.hostname, port: Number(pgTarget.port || 5432) });
  const redis = await startFaultProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
  const x = await startXStandIn();
  const run = randomUUID().slice(0, 8);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'fatal',
    DATA_DIR: `/tmp/pp-faults-${run}`,
    DATABASE_URL: pg.url(database.url),
    REDIS_URL: redis.url(redisUrl),
    REDIS_KEY_PREFIX: `pp-faults-${run}:`,
    QUEUE_PREFIX: `pp-faults-${run}`,
    JWT_SECRET: `faults-secret-${randomUUID()}`,
    RATE_LIMIT_SCALE: '100',
    REEL_RENDER_SIZE: '180x320',
    REEL_CONCURRENCY: '2',
    QUEUE_LOCK_MS: '4000',
    QUEUE_STALLED_INTERVAL_MS: '2000',
    RECONCILE_INTERVAL_MS: '1000',
    POST_LEASE_MS: '3000',
    POST_RETRY_MS: '500',
    SOCIAL_HTTP_TIMEOUT_MS: '3000',
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    ...x.env,
  };
  const seeded = await seed(env, database, agents);
  const apis: ApiProcess[] = await Promise.all([startApi(env), startApi(env)]);
  const workers: ChildProcess[] = [startWorker(env)];
  return {
    database,
    proxies: { pg, redis },
    x,
    env,
    agents: seeded,
    apis,
    workers,
    /** Replacement API processes still starting (awaited before closing). */
    starting: [] as Promise<void>[],
    /** Deletes every key of this run (what a Redis restarted without its data has), never others'. */
    async emptyRedis() {
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
    async close() {
      await Promise.allSettled(this.starting);
      pg.setDown(false);
      redis.setDown(false);
      await Promise.all([...apis.map((a) => stop(a.child)), ...workers.map(stop)]);
      await this.emptyRedis();
      await pg.close();
      await redis.close();
      await x.stop();
      await database.close();
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** The agents, made through an in-process API on the same database (closed before the faults). */
async function seed(
  env: Record<string, string>,
  database: { db: import('../../src/db/client').Db },
  n: number,
) {
  const app = await buildApp(loadEnv({ ...env, RUN_JOBS_IN_API: 'false' }), {
    database: database as never,
  });
  await app.ready();
  const agents: Agent[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const account = await createAccount(app, { trial: true, name: 'Jason Lieberman' });
      for (const addon of SPENT_ADDONS)
        await addCredits(database.db, account.userId, addon, 200, 'grant', `faults-${addon}`, app.ctx.now());
      await connectX(app, account);
      const material = await reelMaterial(app, account, 2);
      agents.push({
        account,
        reel: createReelRequest(account, material),
        listingId: material.listing.listing_id,
        pagePath: new URL(material.listing.page.url).pathname,
      });
    }
  } finally {
    await app.close();
  }
  return agents;
}

/** Connects the agent's X account through the stand-in's consent page, as the web app does. */
export async function connectX(app: Awaited<ReturnType<typeof buildApp>>, account: TestAccount) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/v1/connected-accounts/twitter/connect',
    headers: account.auth,
  });
  const page = await fetch(start.json().data.authorize_url as string, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') ?? '');
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/connected-accounts/twitter/callback',
    headers: account.auth,
    payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  if (res.statusCode !== 200) throw new Error(`X connect failed: ${res.body}`);
}
