import path from 'node:path';
import { loadEnv } from '../config/env';
import { restorePglite, restorePostgres } from '../db/backup';

/**
 * `npm run restore -- <file>`: puts back a file of `npm run backup`. Stop the API processes and
 * workers first: a restore replaces every table, and a process writing meanwhile would mix the two.
 * PostgreSQL: pg_restore --clean --if-exists in one transaction. PGlite: a new DATA_DIR/pglite, the
 * one before kept beside it.
 */
async function main([file]: string[]): Promise<number> {
  if (!file) {
    console.error('Usage: npm run restore -- <file>');
    return 2;
  }
  const env = loadEnv(process.env);
  if (env.DATABASE_URL) {
    await restorePostgres(env.DATABASE_URL, file);
    process.stdout.write(`restored the PostgreSQL database from ${file}\n`);
    return 0;
  }
  const kept = await restorePglite(path.join(env.dataDir, 'pglite'), file);
  process.stdout.write(
    `restored the embedded database from ${file}${kept ? `; the one before is at ${kept}` : ''}\n`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
