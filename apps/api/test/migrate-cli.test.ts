import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrationsFolder, SCHEMA_BEHIND_EXIT, SchemaBehindError } from '../src/db/migrations';

/**
 * `npm run migrate` runs the migrations as a deploy step of its own (issue #28): twice is harmless,
 * two at once on PostgreSQL wait for each other (advisory lock), and a process started with
 * MIGRATIONS=external refuses a schema older than its code instead of migrating it.
 */
const run = promisify(execFile);
const src = path.resolve(import.meta.dirname, '../src');
const MIGRATIONS = readMigrationFiles({ migrationsFolder }).length;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs a TypeScript entry (the CLI, the worker) with `env`; resolves with its exit code and output. */
const runEntry = (entry: string, env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', path.join(src, entry)], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env },
    timeout: 90_000,
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      out: `${e.stdout}${e.stderr}`,
    }),
  );

/** How many migrations the database records, and whether any is recorded twice. */
async function journal(db: { execute(q: ReturnType<typeof sql>): PromiseLike<unknown> }) {
  const { rows } = (await db.execute(
    sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ n: number; distinct_n: number }> };
  return rows[0];
}

describe('npm run migrate on PGlite', () => {
  const pgliteDir = path.join(dataDir, 'pglite');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };

  it('refuses an un-migrated database when migrations are external, then migrates twice harmlessly', {
    timeout: 180_000,
  }, async () => {
    await expect(openDatabase({ pgliteDir, migrations: 'external' })).rejects.toThrow(SchemaBehindError);

    const first = await runEntry('cli/migrate.ts', env);
    expect(first).toMatchObject({ code: 0, out: expect.stringContaining('0 pending') });
    const second = await runEntry('cli/migrate.ts', env);
    expect(second).toMatchObject({ code: 0, out: expect.stringContaining('0 pending') });

    const database = await openDatabase({ pgliteDir, migrations: 'external' });
    expect(await journal(database.db)).toEqual({ n: MIGRATIONS, distinct_n: MIGRATIONS });
    // One migration forgotten, as when new code meets the schema of the version before it.
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    await database.close();
    await expect(openDatabase({ pgliteDir, migrations: 'external' })).rejects.toThrow(
      '1 migration(s) behind',
    );
  });

  it('a worker started with MIGRATIONS=external on an old schema exits with the message, not a stack', {
    timeout: 120_000,
  }, async () => {
    const emptyDir = mkdtempSync(path.join(dataDir, 'empty-'));
    const worker = await runEntry('worker.ts', {
      DATA_DIR: emptyDir,
      DATABASE_URL: '',
      REDIS_URL: 'redis://127.0.0.1:1',
      MIGRATIONS: 'external',
    });
    expect(worker.code).toBe(SCHEMA_BEHIND_EXIT);
    expect(worker.out).toContain(`${MIGRATIONS} migration(s) behind`);
    expect(worker.out).toContain('npm run migrate');
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('npm run migrate on PostgreSQL', () => {
  it('two runs at once apply each migration once, and the processes then start', {
    timeout: 180_000,
  }, async () => {
    const name = `pp_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
    try {
      await expect(
        openDatabase({ databaseUrl: url.toString(), pgliteDir: '', migrations: 'external' }),
      ).rejects.toThrow(SchemaBehindError);
      const both = await Promise.all([runEntry('cli/migrate.ts', env), runEntry('cli/migrate.ts', env)]);
      for (const one of both)
        expect(one).toMatchObject({ code: 0, out: expect.stringContaining('0 pending') });
      const database = await openDatabase({
        databaseUrl: url.toString(),
        pgliteDir: '',
        migrations: 'external',
      });
      try {
        expect(await journal(database.db)).toEqual({ n: MIGRATIONS, distinct_n: MIGRATIONS });
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
