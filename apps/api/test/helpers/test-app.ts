import { afterAll } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { TestClock } from './test-clock';
import { openTestDatabase } from './test-database';

export interface TestAppOptions {
  env?: Record<string, string>;
}

/**
 * The real server on a real database (PGlite, or PostgreSQL in CI), one per test file, closed
 * after the file. Requests go through `app.inject`, so routing, validation, hooks and the
 * database all run as in production.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/pp-test-${process.pid}`,
    APP_URL: 'http://localhost:8080',
    // Files create many accounts from one address; the rate-limit tests set their own scale.
    RATE_LIMIT_SCALE: '100',
    ...options.env,
  });
  const app: App = await buildApp(env, { database, now: clock.now });
  let closing: Promise<void> | undefined;
  /** Closes the database under the running app (to test outages); safe to call twice. */
  const closeDatabase = () => {
    closing ??= database.close();
    return closing;
  };
  await app.ready();
  afterAll(async () => {
    await app.close();
    await closeDatabase();
  });
  return { app, db: database.db, clock, env, closeDatabase };
}
