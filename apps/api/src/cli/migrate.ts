import path from 'node:path';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { pendingMigrations } from '../db/migrations';

/**
 * `npm run migrate`: applies the pending migrations once, as a deploy step of its own, before the
 * processes of the new version start with MIGRATIONS=external (docs/DEPLOYMENT.md). On PostgreSQL it
 * holds an advisory lock while it migrates, so two runs at once (two deploy hosts, a retried job) do
 * not race: the second waits, then finds nothing left to do. Running it again is harmless. With the
 * embedded database (no DATABASE_URL) stop the server first: PGlite opens its directory from one
 * process at a time.
 */
async function main(): Promise<number> {
  const env = loadEnv(process.env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'pglite'),
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    migrations: 'at-start',
  });
  try {
    // Read back, so the command reports what the processes started next will check.
    const left = await pendingMigrations(database.db);
    process.stdout.write(`migrations applied on ${database.kind}; ${left} pending\n`);
    return left === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
