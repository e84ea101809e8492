import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';

/**
 * `npm run admin -- grant <email> <role>` is the one way to make an operator (no route grants a
 * role): it finds the account by email in any case, refuses an unknown role, and says when no
 * account has the email.
 */
const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../src/cli/admin.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-admin-cli-'));
const pgliteDir = path.join(dataDir, 'pglite');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (e: { code: number; stderr: string }) => ({ code: e.code, out: e.stderr }),
  );

/** The role of the account, read with the CLI's database closed (PGlite: one process at a time). */
async function roleOf(email: string) {
  const database = await openDatabase({ pgliteDir });
  try {
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    return row?.role;
  } finally {
    await database.close();
  }
}

describe('npm run admin -- grant', () => {
  it('grants support or admin to an account by its email, and takes it back', {
    timeout: 120_000,
  }, async () => {
    const database = await openDatabase({ pgliteDir });
    await database.db.insert(users).values({ username: 'ops', full_name: 'Ops', email: 'ops@example.com' });
    await database.close();

    expect(await admin('grant', 'OPS@example.com', 'support')).toMatchObject({ code: 0 });
    expect(await roleOf('ops@example.com')).toBe('support');
    expect(await admin('grant', 'ops@example.com', 'superuser')).toMatchObject({ code: 2 });
    expect(await roleOf('ops@example.com')).toBe('support');
    expect(await admin('grant', 'nobody@example.com', 'admin')).toMatchObject({ code: 1 });
    expect(await admin('grant', 'ops@example.com', 'user')).toMatchObject({ code: 0 });
    expect(await roleOf('ops@example.com')).toBe('user');
  });
});
