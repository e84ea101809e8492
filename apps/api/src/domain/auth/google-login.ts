import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { type UserRow, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { unauthorized } from '../../lib/errors';
import { findUserByEmail } from '../users/find-user';
import { issueSession } from './session-tokens';

const ZUserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
});

async function fetchGoogleUser(ctx: AppContext, accessToken: string) {
  let res: Response;
  try {
    res = await fetch(ctx.env.GOOGLE_USERINFO_URL, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    throw unauthorized(MESSAGES.googleLoginFailed);
  }
  if (!res.ok) throw unauthorized(MESSAGES.googleLoginFailed);
  const info = ZUserInfoSchema.safeParse(await res.json().catch(() => null));
  if (!info.success) throw unauthorized(MESSAGES.googleLoginFailed);
  const verified = info.data.email_verified === true || info.data.email_verified === 'true';
  // Linking by email is only safe when Google vouches for the address.
  if (!verified) throw unauthorized(MESSAGES.googleLoginFailed);
  return info.data;
}

/** A username nobody has: the email's local part, with a short suffix on collision. */
const usernameCandidates = (email: string) => {
  const base = email.split('@')[0]!.replace(/[^a-zA-Z0-9_.-]/g, '').slice(0, 40) || 'agent';
  return [base, ...Array.from({ length: 5 }, () => `${base}${Math.floor(1000 + Math.random() * 9000)}`)];
};

/**
 * Exchanges a Google access token for our session: reads the user at Google's userinfo endpoint,
 * links an existing account by verified email (or by Google subject), or creates one.
 */
export async function googleLogin(ctx: AppContext, googleAccessToken: string) {
  const info = await fetchGoogleUser(ctx, googleAccessToken);
  const now = ctx.now();
  const [bySub] = await ctx.db.select().from(users).where(eq(users.google_sub, info.sub));
  let user: UserRow | undefined = bySub ?? (await findUserByEmail(ctx.db, info.email));
  if (user && !user.google_sub) {
    [user] = await ctx.db
      .update(users)
      .set({
        google_sub: info.sub,
        is_google_account: true,
        email_verified_at: user.email_verified_at ?? now,
        updated_at: now,
      })
      .where(eq(users.id, user.id))
      .returning();
  }
  if (!user) {
    for (const username of usernameCandidates(info.email)) {
      try {
        [user] = await ctx.db
          .insert(users)
          .values({
            username,
            full_name: info.name ?? info.given_name ?? username,
            email: info.email.toLowerCase(),
            google_sub: info.sub,
            is_google_account: true,
            email_verified_at: now,
          })
          .returning();
        break;
      } catch (err) {
        if (!isUniqueViolation(err, 'users_username_lower_idx')) throw err;
      }
    }
  }
  if (!user) throw unauthorized(MESSAGES.googleLoginFailed);
  return issueSession(ctx, user);
}
