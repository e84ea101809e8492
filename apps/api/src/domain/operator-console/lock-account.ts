import {
  OPERATOR_OPERATIONS_MESSAGES as M,
  OPERATOR_CONSOLE_MESSAGES,
  type TOperatorLock,
} from '@pp/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { refreshTokens, scheduledPosts, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { forgetFamilies } from '../auth/session-tokens';
import { delayUntil, postJobId } from '../scheduled-posts/post-job';
import type { Operator } from './console-operator';
import { recordOperatorAction } from './record-operator-action';

const lockOut = (row: { locked_at: Date | null; lock_reason: string }): TOperatorLock => ({
  locked_at: row.locked_at?.toISOString() ?? null,
  lock_reason: row.lock_reason,
});

const existing = async (ctx: AppContext, userId: string) => {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound(OPERATOR_CONSOLE_MESSAGES.userNotFound);
};

/**
 * Locks the account: the lock, the revocation of every sign-in (web and extension) and the audit
 * entry commit together, then the session guard forgets the revoked sign-ins so their access tokens
 * stop at once. Sign-in and refresh then answer ACCOUNT_LOCKED_MESSAGE. Scheduled posts stay
 * scheduled: the publish job holds them while the lock lasts (a lock is not the agent's failure).
 */
export async function lockAccount(ctx: AppContext, operator: Operator, userId: string, reason: string) {
  if (userId === operator.id) throw conflict(M.lockSelf);
  await existing(ctx, userId);
  const now = ctx.now();
  const { row, families } = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .update(users)
      .set({ locked_at: now, lock_reason: reason, updated_at: now })
      .where(and(eq(users.id, userId), isNull(users.locked_at)))
      .returning({ locked_at: users.locked_at, lock_reason: users.lock_reason });
    if (!locked) throw conflict(M.alreadyLocked);
    const revoked = await tx
      .update(refreshTokens)
      .set({ revoked_at: now })
      .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)))
      .returning({ familyId: refreshTokens.family_id });
    await recordOperatorAction(
      tx,
      operator,
      { action: 'account_lock', targetUserId: userId, reason, details: { sign_ins_ended: revoked.length } },
      now,
    );
    return { row: locked, families: revoked };
  });
  await forgetFamilies(ctx, families);
  return lockOut(row);
}

/**
 * Unlocks the account and queues its held posts again (those past their time publish now). The
 * agent signs in afresh: the sign-ins the lock ended stay ended.
 */
export async function unlockAccount(ctx: AppContext, operator: Operator, userId: string, reason: string) {
  await existing(ctx, userId);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [unlocked] = await tx
      .update(users)
      .set({ locked_at: null, lock_reason: '', updated_at: now })
      .where(and(eq(users.id, userId), isNotNull(users.locked_at)))
      .returning({ locked_at: users.locked_at, lock_reason: users.lock_reason });
    if (!unlocked) throw conflict(M.notLocked);
    await recordOperatorAction(tx, operator, { action: 'account_unlock', targetUserId: userId, reason }, now);
    return unlocked;
  });
  const held = await ctx.db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.user_id, userId), eq(scheduledPosts.status, 'scheduled')));
  for (const post of held)
    await ctx.jobs.posts.offer(postJobId(post.id, post.job_seq), {
      delayMs: delayUntil(post.next_try_at ?? post.publish_at, now),
    });
  return lockOut(row);
}
