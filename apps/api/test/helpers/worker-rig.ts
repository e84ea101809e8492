import type { ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';
import { startWorker, stop } from './processes';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './redis-prefix';
import { createTestApp } from './test-app';
import { openScratchPostgres } from './test-database';

/**
 * The set-up of the tests that kill a worker mid-upload (issue 27's "a worker killed mid-upload still
 * ends in exactly one post"): the API (jobs not run in it) and worker processes on Redis and a
 * scratch PostgreSQL database named `database`, as in production, with a short queue lock, stall
 * check and post lease so the next worker takes the job within seconds. `env` adds the platform's
 * stand-in and settings; the queue settings here win over it. Workers started through the rig are
 * stopped, and the app and database closed, after the file's tests.
 */
export async function createWorkerRig(database: string, env: Record<string, string | undefined>) {
  const scratch = await openScratchPostgres(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    database,
  );
  const shared = {
    ...env,
    SOCIAL_HTTP_TIMEOUT_MS: '2000',
    POST_RETRY_MS: '100',
    POST_LEASE_MS: '1000',
    POST_ATTEMPTS: '4',
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: uniqueRedisPrefix(),
    RUN_JOBS_IN_API: 'false',
    QUEUE_LOCK_MS: '1500',
    QUEUE_STALLED_INTERVAL_MS: '500',
  } as Record<string, string>;
  const { app, db, env: appEnv } = await createTestApp({ database: scratch, env: shared });
  const workerEnv = {
    ...shared,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: scratch.url,
    DATA_DIR: appEnv.DATA_DIR,
  };
  const workers: ChildProcess[] = [];
  afterAll(async () => {
    for (const w of workers) await stop(w);
    await app.close();
    await scratch.close();
  });
  return {
    app,
    db,
    /** A worker process (src/worker.ts) on the rig's Redis and database. */
    startWorker: () => {
      const worker = startWorker(workerEnv);
      workers.push(worker);
      return worker;
    },
  };
}
