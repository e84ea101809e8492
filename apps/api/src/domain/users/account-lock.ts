import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { scheduledPosts, users } from '../../db/schema';

/**
 * Whether an operator locked the account (issue 28). Asked only where a lock changes the answer: a
 * sign-in, a refresh, a refused access token (to say why), a post about to publish; never on every
 * request, since locking also revokes every sign-in, which the session guard already enforces.
 */
export async function isLocked(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.locked_at }).from(users).where(eq(users.id, userId));
  return !!row?.at;
}

/** Whether the owner of a scheduled post is locked: its publish job holds it (issue 28). */
export async function postOwnerLocked(db: DbOrTx, postId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: users.locked_at })
    .from(scheduledPosts)
    .innerJoin(users, eq(users.id, scheduledPosts.user_id))
    .where(eq(scheduledPosts.id, postId));
  return !!row?.at;
}
