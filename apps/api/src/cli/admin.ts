import path from 'node:path';
import { USER_ROLES, type UserRole } from '@pp/contract';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { grantRole } from '../domain/users/grant-role';

/**
 * `npm run admin -- grant <email> <role>`: the only way to make an account an operator (support,
 * admin) or back to a user. It runs on the server's machine with the server's environment, so
 * granting needs shell access, never an API call. With the embedded database (no DATABASE_URL) stop
 * the server first: PGlite opens its directory from one process at a time.
 */
const USAGE = `Usage: npm run admin -- grant <email> <${USER_ROLES.join('|')}>`;

const isRole = (value: string | undefined): value is UserRole => USER_ROLES.includes(value as UserRole);

async function main(args: string[]): Promise<number> {
  const [command, email, role] = args;
  if (command !== 'grant' || !email || !isRole(role)) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv(process.env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(env.dataDir, 'pglite'),
    // With MIGRATIONS=external (production) only `npm run migrate` migrates; this checks the schema.
    migrations: env.MIGRATIONS,
  });
  try {
    if (!(await grantRole(database.db, email, role))) {
      console.error(`No account has the email ${email}.`);
      return 1;
    }
    process.stdout.write(`${email} is now ${role}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
