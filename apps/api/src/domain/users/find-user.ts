import { MESSAGES } from '@pp/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type UserRow, userLogos, userPhotos, users } from '../../db/schema';
import { type BatchLoader, type BatchStats, batchByTurn } from '../../lib/batch-by-turn';
import { unauthorized } from '../../lib/errors';
import { isUuid } from '../listings/save-listing';
import { CURRENT_USER_COLUMNS, type CurrentUserRow } from './serialize-user';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

/**
 * Callers pass the id of the signed-in user, so a missing row means the account was deleted under a
 * token still cached as live (in another process, or mid-request): 401, like every route for a
 * deleted account.
 */
const accountGone = () => unauthorized(MESSAGES.accountGone);

export async function getUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw accountGone();
  return row;
}

/** Only what the answer shows: GET /users/me is the hottest call, and the hash need not travel. */
const currentUserColumns = Object.fromEntries(CURRENT_USER_COLUMNS.map((c) => [c, users[c]])) as {
  [K in (typeof CURRENT_USER_COLUMNS)[number]]: (typeof users)[K];
};

const currentUsersQuery = (db: Db) =>
  db
    .select({
      user: currentUserColumns,
      hasPhoto: sql<boolean>`exists (select 1 from ${userPhotos} where ${userPhotos.user_id} = ${users.id})`,
      hasLogo: sql<boolean>`exists (select 1 from ${userLogos} where ${userLogos.user_id} = ${users.id})`,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('users_me_branding');

type CurrentUser = { user: CurrentUserRow; hasPhoto: boolean; hasLogo: boolean };

/**
 * One loader per database: a prepared statement (PostgreSQL skips parsing and planning on every
 * call) fed by the lookups of one event-loop turn (see lib/batch-by-turn.ts).
 */
const loaders = new WeakMap<Db, BatchLoader<string, CurrentUser>>();

function currentUserLoader(db: Db) {
  let load = loaders.get(db);
  if (!load) {
    const query = currentUsersQuery(db);
    load = batchByTurn(async (ids: string[]) => {
      const rows = await query.execute({ ids });
      return new Map(rows.map((row) => [row.user.id, row]));
    });
    loaders.set(db, load);
  }
  return load;
}

/** How the current-user lookups on this database were batched (bench:api reports lookups per query). */
export const currentUserBatchStats = (db: Db): BatchStats | undefined => loaders.get(db)?.stats;

/**
 * The user's current-user columns and whether a profile photo and a logo exist: GET /users/me is
 * the hottest call of a signed-in client, so the lookups of one event-loop turn share one query.
 */
export async function getUserWithPhotoFlag(db: Db, userId: string): Promise<CurrentUser> {
  // A malformed id would fail the cast of the whole batch, and so its neighbours' lookups.
  const row = isUuid(userId) ? await currentUserLoader(db)(userId) : undefined;
  if (!row) throw accountGone();
  return row;
}
