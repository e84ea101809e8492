import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiDir } from '../lib/api-dir';

export const migrationsFolder = apiDir('drizzle');

/**
 * How a process treats the schema at start (env MIGRATIONS): `at-start` migrates (the default, so
 * `npm start` alone is enough); `external` never migrates, because `npm run migrate` runs once as its
 * own deploy step, and refuses to start on a schema older than its code.
 */
export type MigrationMode = 'at-start' | 'external';

/**
 * The advisory lock every migration run takes first (a constant of its own, apart from the
 * reconciler's and the contact form's keys): two runs at once wait for each other instead of both
 * issuing CREATE TABLE, so the second finds the work done. Drizzle's migrator alone does not lock:
 * it reads the last applied migration and then applies the rest in one transaction.
 */
export const MIGRATION_LOCK_KEY = 72_002_028;

/** What Drizzle records for each applied migration (its default table in its default schema). */
const JOURNAL_TABLE = 'drizzle.__drizzle_migrations';

/** Applies the pending migrations on PostgreSQL, one run at a time across every process. */
export async function migratePostgres(
  url: string,
  opts: { onError?: (err: Error) => void; connectTimeoutMs?: number } = {},
): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
  });
  // An error on an idle client with no listener would end the process (see resilientPool).
  client.on('error', (err) => opts.onError?.(err));
  await client.connect();
  try {
    // A session lock, held by this one connection: the migrator's transaction runs on it too.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/** PGlite is opened by one process at a time, so no lock is needed. */
export const migrateEmbedded = (client: PGlite) => migratePglite(drizzlePglite(client), { migrationsFolder });

/** What the check needs of a database (Db satisfies it; no import of client.ts, which imports this file). */
interface Executes {
  execute(query: SQL): PromiseLike<unknown>;
}

/** A database error's SQLSTATE, through Drizzle's wrapping (DrizzleQueryError keeps it on `cause`). */
const sqlState = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: unknown } | undefined;
  if (!e) return undefined;
  return typeof e.code === 'string' ? e.code : sqlState(e.cause);
};

/** The migrations of this code the database has not applied (Drizzle's own rule: newer than the last applied). */
export async function pendingMigrations(db: Executes): Promise<number> {
  const all = readMigrationFiles({ migrationsFolder });
  let last = 0;
  try {
    const result = (await db.execute(
      sql.raw(`select max(created_at) as last from ${JOURNAL_TABLE}`),
    )) as unknown as {
      rows: Array<{ last: string | number | null }>;
    };
    last = Number(result.rows[0]?.last ?? 0);
  } catch (err) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: never migrated at all.
    if (!['42P01', '3F000'].includes(sqlState(err) ?? '')) throw err;
  }
  return all.filter((m) => m.folderMillis > last).length;
}

export class SchemaBehindError extends Error {
  constructor(pending: number) {
    super(
      `The database schema is ${pending} migration(s) behind this version, and MIGRATIONS=external ` +
        'says this process must not migrate: run `npm run migrate` first (docs/DEPLOYMENT.md).',
    );
    this.name = 'SchemaBehindError';
  }
}

/** Throws SchemaBehindError unless every migration of this code is applied. */
export async function assertSchemaCurrent(db: Executes): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending > 0) throw new SchemaBehindError(pending);
}

/**
 * The exit status of a process refused for a schema behind its code: EX_CONFIG of sysexits.h, which
 * the systemd units name in RestartPreventExitStatus so a refused process is not restarted in a loop.
 */
export const SCHEMA_BEHIND_EXIT = 78;

/** For a process's start: a SchemaBehindError ends it with its message alone; other errors throw on. */
export function exitIfSchemaBehind(err: unknown): never {
  if (!(err instanceof SchemaBehindError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(SCHEMA_BEHIND_EXIT);
}
