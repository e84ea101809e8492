import path from 'node:path';
import { loadEnv } from '../config/env';
import { backupPglite, backupPostgres } from '../db/backup';

/**
 * `npm run backup -- <file>`: the database of this environment into one file. PostgreSQL
 * (DATABASE_URL): pg_dump's custom format, taken while the service runs (a consistent snapshot).
 * Embedded PGlite: a tarball of DATA_DIR/pglite; stop the server first. Media (DATA_DIR/media or
 * the bucket) is backed up apart: docs/DEPLOYMENT.md, "Backups".
 */
async function main([file]: string[]): Promise<number> {
  if (!file) {
    console.error('Usage: npm run backup -- <file>');
    return 2;
  }
  const env = loadEnv(process.env);
  if (env.DATABASE_URL) await backupPostgres(env.DATABASE_URL, file);
  else await backupPglite(path.join(env.dataDir, 'pglite'), file);
  process.stdout.write(`backed up the ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded'} database to ${file}\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
