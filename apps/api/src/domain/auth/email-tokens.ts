import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTokens } from '../../db/schema';
import { hashToken, newOpaqueToken } from '../../lib/secure-token';

type Purpose = 'verify_email' | 'reset_password';

/**
 * A single-use link token; only its hash is stored. Earlier unused tokens of the same purpose
 * die, so only the newest link works. Takes a transaction so the token commits with its cause.
 */
export async function createEmailToken(
  db: DbOrTx,
  userId: string,
  purpose: Purpose,
  now: Date,
  ttlMs: number,
) {
  const token = newOpaqueToken();
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ used_at: now })
      .where(
        and(eq(emailTokens.user_id, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.used_at)),
      );
    await tx.insert(emailTokens).values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + ttlMs),
    });
  });
  return token;
}

/** Marks the token used and returns its user, or null if unknown, used, expired or of another purpose. */
export async function consumeEmailToken(
  db: DbOrTx,
  token: string,
  purpose: Purpose,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(emailTokens.token_hash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, now),
      ),
    )
    .returning({ user_id: emailTokens.user_id });
  return row?.user_id ?? null;
}

/** The user of a token that was already used (not expired meanwhile), or null. */
export async function usedEmailTokenUser(
  db: DbOrTx,
  token: string,
  purpose: Purpose,
): Promise<string | null> {
  const [row] = await db
    .select({ user_id: emailTokens.user_id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.token_hash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNotNull(emailTokens.used_at),
      ),
    );
  return row?.user_id ?? null;
}
