import { execFile } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

/**
 * The PostgreSQL client tools' connection settings for a URL, with the password in PGPASSWORD
 * rather than on the command line (where `ps` shows it to every user of the machine).
 */
function clientArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * pg_dump's custom format (-Fc): compressed, and pg_restore can clean and restore it object by
 * object (https://www.postgresql.org/docs/current/app-pgdump.html). Owners and grants are left out
 * so a dump restores into a managed database whose roles are named differently.
 */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = clientArgs(url);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    {
      env,
    },
  );
}

/**
 * Replaces the dumped objects (--clean --if-exists drops each before creating it) in one
 * transaction, stopping at the first error, so a failed restore leaves the database as it was
 * (https://www.postgresql.org/docs/current/app-pgrestore.html). Objects the dump does not hold (a
 * table of a later migration) are left: restore into the version that made the dump, or an empty
 * database.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = clientArgs(url);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    { env },
  );
}

/**
 * The embedded database's whole data directory as a gzipped tarball (PGlite's dumpDataDir,
 * https://pglite.dev/docs/api#dumpdatadir). PGlite opens a directory from one process at a time,
 * so the server must be stopped first; opening it here fails otherwise rather than copy it mid-write.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(dataDir)) throw new Error(`No embedded database at ${dataDir}`);
  const db = await PGlite.create(dataDir);
  try {
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * A new data directory made from the tarball (PGlite's loadDataDir option,
 * https://pglite.dev/docs/api#options). The directory there before is kept beside it, renamed,
 * so a mistaken restore can be undone by hand; the return value says where.
 */
export async function restorePglite(dataDir: string, file: string, now = new Date()): Promise<string | null> {
  const tarball = new Blob([await readFile(file)]);
  let keptAs: string | null = null;
  if (existsSync(dataDir)) {
    keptAs = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, keptAs);
  }
  const db = await PGlite.create({ dataDir, loadDataDir: tarball });
  await db.close();
  return keptAs;
}
