import { RESET_TOKEN_TTL_MS } from '@pp/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { emailTokens, users } from '../../db/schema';
import { RESET_MAIL_PACE } from '../../lib/rate-limits';
import { createEmailToken } from './email-tokens';

/**
 * A new reset token when the account may be mailed now (`RESET_MAIL_PACE`), else null and nothing
 * written. A token is stored only for a mail that goes, so a held-back request never kills the link
 * already in the inbox (a new token kills the older ones, `createEmailToken`). Each token marks one
 * mail: it was made at `expires_at - RESET_TOKEN_TTL_MS` by the context clock, so the pace needs no
 * store of its own. The account's row is locked while deciding, so concurrent requests (on any
 * replica) cannot both pass.
 */
export async function resetTokenIfDue(ctx: AppContext, userId: string): Promise<string | null> {
  const now = ctx.now();
  const { cooldownMs, perWindow, windowMs } = RESET_MAIL_PACE;
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const recent = await tx
      .select({ expires_at: emailTokens.expires_at })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.user_id, userId),
          eq(emailTokens.purpose, 'reset_password'),
          gt(emailTokens.expires_at, new Date(now.getTime() - windowMs + RESET_TOKEN_TTL_MS)),
        ),
      );
    const lastMailed = Math.max(...recent.map((r) => r.expires_at.getTime() - RESET_TOKEN_TTL_MS));
    if (recent.length >= perWindow || now.getTime() - lastMailed < cooldownMs) return null;
    return createEmailToken(tx, userId, 'reset_password', now, RESET_TOKEN_TTL_MS);
  });
}
