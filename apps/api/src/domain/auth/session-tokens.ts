import { randomUUID } from 'node:crypto';
import { ACCOUNT_LOCKED_MESSAGE, MESSAGES, REFRESH_TOKEN_TTL_DAYS, type TSessionData } from '@pp/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { refreshTokens, type UserRow, users } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';
import { hashToken, newOpaqueToken } from '../../lib/secure-token';
import { signAccessToken } from './access-token';

const refreshExpiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);

/** A new sign-in: an access token and the first refresh token of a new family. */
export async function issueSession(ctx: AppContext, user: UserRow): Promise<TSessionData> {
  // Every way in (password, Google, the extension's hand-over) comes here, after its own check.
  if (user.locked_at) throw forbidden(ACCOUNT_LOCKED_MESSAGE);
  const now = ctx.now();
  const refresh = newOpaqueToken();
  const familyId = randomUUID();
  await ctx.db.insert(refreshTokens).values({
    user_id: user.id,
    family_id: familyId,
    token_hash: hashToken(refresh),
    expires_at: refreshExpiry(now),
  });
  return {
    access_token: await signAccessToken(ctx.env.JWT_SECRET, user.id, familyId, now),
    refresh_token: refresh,
    user_id: user.id,
    username: user.username,
    email: user.email,
  };
}

/**
 * Rotation: the presented token is retired and a successor issued in the same family.
 * Presenting a token that was already rotated means it was stolen or replayed, so the whole
 * family is revoked and the user must sign in again (decisions.md, Tokens).
 */
export async function rotateRefreshToken(ctx: AppContext, userId: string, presented: string) {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashToken(presented)))
      .for('update');
    if (!row || row.user_id !== userId) return { error: MESSAGES.refreshFailed } as const;
    // Before the revoked check: a lock revoked this family, and the agent should read why.
    const [owner] = await tx.select({ locked: users.locked_at }).from(users).where(eq(users.id, userId));
    if (owner?.locked) return { error: ACCOUNT_LOCKED_MESSAGE, locked: true } as const;
    if (row.revoked_at) return { error: MESSAGES.refreshFailed } as const;
    if (row.rotated_at) {
      await tx
        .update(refreshTokens)
        .set({ revoked_at: now })
        .where(and(eq(refreshTokens.family_id, row.family_id), isNull(refreshTokens.revoked_at)));
      return { error: MESSAGES.refreshFailed, revoked: true, familyId: row.family_id } as const;
    }
    if (row.expires_at.getTime() <= now.getTime()) return { error: MESSAGES.refreshFailed } as const;
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return { error: MESSAGES.refreshFailed } as const;
    const next = newOpaqueToken();
    await tx.update(refreshTokens).set({ rotated_at: now }).where(eq(refreshTokens.id, row.id));
    await tx.insert(refreshTokens).values({
      user_id: userId,
      family_id: row.family_id,
      token_hash: hashToken(next),
      expires_at: refreshExpiry(now),
    });
    return { refresh_token: next, familyId: row.family_id, error: undefined } as const;
  });
  // Thrown outside the transaction so a detected reuse still commits the family's revocation.
  if (result.error !== undefined) {
    if ('locked' in result) throw forbidden(result.error);
    if ('revoked' in result && result.revoked) await ctx.sessions.revoked([result.familyId]);
    throw unauthorized(result.error);
  }
  return {
    access_token: await signAccessToken(ctx.env.JWT_SECRET, userId, result.familyId, now),
    refresh_token: result.refresh_token,
  };
}

/** Signs every device out, e.g. after a password reset: refresh tokens and access tokens alike. */
export async function revokeAllSessions(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .update(refreshTokens)
    .set({ revoked_at: ctx.now() })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)))
    .returning({ familyId: refreshTokens.family_id });
  await forgetFamilies(ctx, rows);
}

/** Tells the session guard about families a committed update revoked, so their access tokens stop too. */
export const forgetFamilies = (ctx: AppContext, rows: readonly { familyId: string }[]) =>
  ctx.sessions.revoked([...new Set(rows.map((r) => r.familyId))]);
