import { afterAll } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { uniqueRedisPrefix } from './redis-prefix';
import { TestClock } from './test-clock';
import { openTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Environment for this app; a key set to undefined removes it (e.g. REDIS_URL, to test the in-process queue). */
  env?: Record<string, string | undefined>;
  /** A database the test owns (shared by several apps, or PostgreSQL for a child process); not closed here. */
  database?: Database;
}

function redisOfItsOwn(url: string) {
  const prefix = uniqueRedisPrefix();
  return { REDIS_URL: url, REDIS_KEY_PREFIX: `${prefix}:`, QUEUE_PREFIX: prefix };
}

/**
 * The real server on a real database (PGlite, or PostgreSQL in CI), one per test file, closed
 * after the file. Requests go through `app.inject`, so routing, validation, hooks and the
 * database all run as in production.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const clock = new TestClock();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/pp-test-${process.pid}`,
    APP_URL: 'http://localhost:8080',
    // Files create many accounts from one address; the rate-limit tests set their own scale.
    RATE_LIMIT_SCALE: '100',
    // CI runs the suite a second time on a shared Redis: each app gets keys and queues of its own
    // (two files run at once; with one queue prefix, one file's app took the other's jobs), and
    // they are deleted after the file.
    ...(process.env.REDIS_URL ? redisOfItsOwn(process.env.REDIS_URL) : {}),
    ...options.env,
  });
  const app: App = await buildApp(env, { database, now: clock.now });
  let closing: Promise<void> | undefined;
  /** Closes the database under the running app (to test outages); safe to call twice. */
  const closeDatabase = () => {
    closing ??= options.database ? Promise.resolve() : database.close();
    return closing;
  };
  await app.ready();
  afterAll(async () => {
    await app.close();
    await closeDatabase();
  });
  return { app, db: database.db, clock, env, closeDatabase };
}
