import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type UserRow, userPhotos, users } from '../../db/schema';
import { notFound } from '../../lib/errors';

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

/** The user and whether a profile photo exists, in one round trip (GET /users/me is the hottest call). */
export async function getUserWithPhotoFlag(
  db: DbOrTx,
  userId: string,
): Promise<{ user: UserRow; hasPhoto: boolean }> {
  const [row] = await db
    .select({
      user: users,
      hasPhoto: sql<boolean>`exists (select 1 from ${userPhotos} where ${userPhotos.user_id} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return row;
}
