import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type UserRow, userLogos, userPhotos, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { CURRENT_USER_COLUMNS, type CurrentUserRow } from './serialize-user';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function getUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return row;
}

/** Only what the answer shows: GET /users/me is the hottest call, and the hash need not travel. */
const currentUserColumns = Object.fromEntries(CURRENT_USER_COLUMNS.map((c) => [c, users[c]])) as {
  [K in (typeof CURRENT_USER_COLUMNS)[number]]: (typeof users)[K];
};

const currentUserQuery = (db: DbOrTx) =>
  db
    .select({
      user: currentUserColumns,
      hasPhoto: sql<boolean>`exists (select 1 from ${userPhotos} where ${userPhotos.user_id} = ${users.id})`,
      hasLogo: sql<boolean>`exists (select 1 from ${userLogos} where ${userLogos.user_id} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('users_me_branding');

/** One prepared statement per database: PostgreSQL then skips parsing and planning on every call. */
const preparedCurrentUser = new WeakMap<DbOrTx, ReturnType<typeof currentUserQuery>>();

/**
 * The user's current-user columns and whether a profile photo and a logo exist, in one round trip
 * of a prepared statement (GET /users/me is the hottest call of a signed-in client).
 */
export async function getUserWithPhotoFlag(
  db: DbOrTx,
  userId: string,
): Promise<{ user: CurrentUserRow; hasPhoto: boolean; hasLogo: boolean }> {
  let query = preparedCurrentUser.get(db);
  if (!query) {
    query = currentUserQuery(db);
    preparedCurrentUser.set(db, query);
  }
  const [row] = await query.execute({ userId });
  if (!row) throw notFound('User not found');
  return row;
}
