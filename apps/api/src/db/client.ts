import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isServiceUnavailable } from '../lib/db-errors';
import { withCommitEffects } from './commit-effects';
import { assertSchemaCurrent, type MigrationMode, migrateEmbedded, migratePostgres } from './migrations';
import { withStatementCache } from './pglite-statement-cache';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code is written against: PGlite and PostgreSQL both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Functions that may run inside or outside a transaction take either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PostgreSQL connections per API process or worker. */
const POOL_SIZE = 10;

/** Where connection trouble is reported (pino's shape); the default says nothing. */
export interface DbLog {
  warn(o: object, m: string): void;
}

export interface OpenOptions {
  databaseUrl?: string;
  pgliteDir: string;
  log?: DbLog;
  /** A new PostgreSQL connection that takes longer fails (the request answers 503 at once). */
  connectTimeoutMs?: number;
  /** `at-start` (default) migrates before handing out the database; `external` only checks it is current. */
  migrations?: MigrationMode;
}

/** Default wait for a new connection: a request fails fast while PostgreSQL is away. */
const CONNECT_TIMEOUT_MS = 3_000;
/** A query whose answer has not come after this fails (a silently dropped connection never answers). */
const QUERY_TIMEOUT_MS = 60_000;

/**
 * A pool that survives PostgreSQL going away. pg emits `error` on the pool for an idle client, and
 * on the client itself for one checked out (in a transaction between two queries); either without
 * a listener is an uncaught exception that ends the process (issue #23). Both are logged here; the
 * pool drops the broken client and connects a new one on the next query, so the process serves
 * again as soon as PostgreSQL is back.
 */
export function resilientPool(url: string, opts: { log?: DbLog; connectTimeoutMs?: number } = {}) {
  // min = max: connections stay open, so releasing one after each query sets no idle timer
  // (pg-pool arms one per release above `min`; a measurable cost on the hottest calls).
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    min: POOL_SIZE,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  const report = (err: Error) => opts.log?.warn({ err }, 'database connection lost');
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

/** How long a starting process waits for an unreachable PostgreSQL before it gives up. */
const START_WAIT_MS = 60_000;

/**
 * Runs `work` (the start-up migration), again while PostgreSQL is unreachable: a worker or API
 * process restarted during an outage (a deploy, a crash) waits for the database and then serves,
 * instead of dying and leaving its jobs to the next restart (issue 23). Other errors throw at once.
 */
async function whenReachable(work: () => Promise<unknown>, opts: OpenOptions): Promise<void> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await work();
      return;
    } catch (err) {
      if (!isServiceUnavailable(err) || Date.now() - started > START_WAIT_MS) throw err;
      opts.log?.warn({ err, attempt }, 'database unreachable at start; trying again');
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 2_000)));
    }
  }
}

/**
 * PostgreSQL when a URL is given, else PGlite embedded in `dataDir` (or in memory for `memory://`).
 * Migrations are applied before the database is handed out (under an advisory lock on PostgreSQL),
 * or, with `migrations: 'external'`, the schema is checked to be current and the open refuses
 * (SchemaBehindError) if it is not: a started server never runs against an older schema.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = resilientPool(opts.databaseUrl, opts);
    const db = drizzleNodePg(pool, { schema });
    const report = (err: Error) => opts.log?.warn({ err }, 'database connection lost');
    const prepare =
      opts.migrations === 'external'
        ? () => assertSchemaCurrent(db)
        : () =>
            migratePostgres(opts.databaseUrl as string, {
              onError: report,
              connectTimeoutMs: opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
            });
    try {
      await whenReachable(prepare, opts);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { db: withCommitEffects(db as unknown as Db), kind: 'postgres', close: () => pool.end() };
  }
  if (opts.pgliteDir !== 'memory://') mkdirSync(opts.pgliteDir, { recursive: true });
  const client = withStatementCache(await PGlite.create(opts.pgliteDir));
  const db = drizzlePglite(client, { schema });
  try {
    await (opts.migrations === 'external' ? assertSchemaCurrent(db) : migrateEmbedded(client));
  } catch (err) {
    await client.close();
    throw err;
  }
  return { db: withCommitEffects(db as unknown as Db), kind: 'pglite', close: () => client.close() };
}
