import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { type Database, openDatabase } from '../src/db/client';
import { listings, users } from '../src/db/schema';
import { addCredits, ledgerBalances } from '../src/domain/credits/change-credits';
import { createAccount } from './helpers/accounts';
import { sampleListing } from './helpers/sample-listing';
import { openScratchPostgres } from './helpers/test-database';

/**
 * `npm run backup -- <file>` then `npm run restore -- <file>` (issue #28): an account with credits
 * and a listing survives a dump, a wipe and a restore; a listing saved after the dump is gone again
 * (the data came back from the file, not from what the wipe left). PGlite always; PostgreSQL when
 * TEST_DATABASE_URL is set, in a scratch database of its own.
 */
const run = promisify(execFile);
const cli = (name: string) => path.resolve(import.meta.dirname, `../src/cli/${name}.ts`);
const workDir = mkdtempSync(path.join(tmpdir(), 'pp-backup-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const runCli = (name: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', cli(name), file], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env },
    timeout: 120_000,
  });

type App = Awaited<ReturnType<typeof buildApp>>;

/** Runs `work` against an API on `database` (left open). */
async function withApp<T>(database: Database, work: (app: App) => Promise<T>): Promise<T> {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: workDir, RATE_LIMIT_SCALE: '100' });
  const app = await buildApp(env, { database });
  await app.ready();
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/** Saves a listing through the API; its id. */
async function saveListing(app: App, auth: Record<string, string>, id: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    headers: auth,
    payload: { listing: sampleListing({ source_id: id }) },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`listing failed: ${res.body}`);
  return (res.json().data as { listing_id: string }).listing_id;
}

/** An agent with 7 reel credits and one listing. */
const seed = (database: Database) =>
  withApp(database, async (app) => {
    const account = await createAccount(app);
    await addCredits(database.db, account.userId, 'reel_generation', 7, 'grant', 'backup-test', new Date());
    const kept = await saveListing(app, account.auth, '8100001');
    return { userId: account.userId, email: account.email, auth: account.auth, kept };
  });

/** A second listing, saved after the dump: a restore must not have it. */
const saveLater = (database: Database, seeded: Awaited<ReturnType<typeof seed>>) =>
  withApp(database, (app) => saveListing(app, seeded.auth, '8100002'));

/** What the restored database holds of the seeded agent. */
async function holdings(database: Database, seeded: Awaited<ReturnType<typeof seed>>) {
  const [user] = await database.db
    .select({ email: users.email, reels: users.reel_generation })
    .from(users)
    .where(eq(users.id, seeded.userId));
  const rows = await database.db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.user_id, seeded.userId));
  return {
    email: user?.email,
    reels: user?.reels,
    ledger: (await ledgerBalances(database.db, seeded.userId)).reel_generation,
    listings: rows.map((r) => r.id).sort(),
  };
}

describe('backup and restore on PGlite', () => {
  it('brings back the account, its credits and its listing after the data directory is wiped', {
    timeout: 180_000,
  }, async () => {
    const dataDir = path.join(workDir, 'pglite-data');
    const pgliteDir = path.join(dataDir, 'pglite');
    const file = path.join(workDir, 'pglite.tar.gz');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const database = await openDatabase({ pgliteDir });
    const seeded = await seed(database);
    // PGlite opens a directory from one process at a time: closed while the CLI dumps it, as in production.
    await database.close();
    await runCli('backup', file, env);
    const reopened = await openDatabase({ pgliteDir });
    await saveLater(reopened, seeded);
    await reopened.close();
    // Wiped: the directory is gone.
    rmSync(pgliteDir, { recursive: true, force: true });
    expect(existsSync(pgliteDir)).toBe(false);
    const { stdout } = await runCli('restore', file, env);
    expect(stdout).toContain('restored the embedded database');

    const restored = await openDatabase({ pgliteDir, migrations: 'external' });
    try {
      const got = await holdings(restored, seeded);
      expect(got).toEqual({
        email: seeded.email,
        reels: got.ledger,
        ledger: got.ledger,
        listings: [seeded.kept],
      });
      expect(got.ledger).toBeGreaterThanOrEqual(7);
    } finally {
      await restored.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('backup and restore on PostgreSQL', () => {
  it('brings back the account, its credits and its listing after every table is dropped', {
    timeout: 180_000,
  }, async () => {
    const database = await openScratchPostgres(adminUrl ?? '', 'pp_backup');
    const file = path.join(workDir, 'postgres.dump');
    const env = { DATA_DIR: workDir, DATABASE_URL: database.url };
    try {
      const seeded = await seed(database);
      await runCli('backup', file, env);
      await saveLater(database, seeded);
      // Wiped: both schemas (the tables, and Drizzle's record of the migrations) dropped.
      await database.db.execute(sql`drop schema drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
      await expect(database.db.execute(sql`select 1 from users`)).rejects.toThrow();

      const { stdout } = await runCli('restore', file, env);
      expect(stdout).toContain('restored the PostgreSQL database');
      const got = await holdings(database, seeded);
      expect(got).toEqual({
        email: seeded.email,
        reels: got.ledger,
        ledger: got.ledger,
        listings: [seeded.kept],
      });
      expect(got.ledger).toBeGreaterThanOrEqual(7);
      // The restored schema is the current one: a process with external migrations accepts it.
      const check = await openDatabase({ databaseUrl: database.url, pgliteDir: '', migrations: 'external' });
      await check.close();
    } finally {
      await database.close();
    }
  });
});
