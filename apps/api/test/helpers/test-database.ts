import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set (CI), a new database created on that PostgreSQL server and dropped after.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ pgliteDir: 'memory://' });
  return openScratchPostgres(adminUrl, 'pp_test');
}

/** A new migrated database on the server of `adminUrl`, dropped by `close()` (tests and benches). */
export async function openScratchPostgres(
  adminUrl: string,
  prefix: string,
): Promise<Database & { url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      // pool.end() resolves before its sockets have closed; killing them (WITH (FORCE)) surfaces as
      // unhandled 57P01 errors, so wait for the sessions to leave instead (55006 = still in use).
      for (let attempt = 0; ; attempt++) {
        try {
          await drop.query(`drop database if exists ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 100) throw err;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
      await drop.end();
    },
  };
}
