import { MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { refreshTokens, type UserRow, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { unauthorized } from '../../lib/errors';
import { findUserByEmail } from '../users/find-user';
import { forgetFamilies, issueSession } from './session-tokens';

const ZUserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
});
type GoogleUser = z.infer<typeof ZUserInfoSchema>;

const ZTokenInfoSchema = z.object({ aud: z.string(), sub: z.string().optional() });

const failed = () => unauthorized(MESSAGES.googleLoginFailed);

async function callGoogle(input: string | URL, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(input, { ...init, signal: AbortSignal.timeout(5000) });
  } catch {
    throw failed();
  }
  if (!res.ok) throw failed();
  return res.json().catch(() => null);
}

/**
 * An access token is a bearer token for whichever app holds it: one that another site obtained
 * from its own visitors would otherwise sign in here as them (token substitution). Google's
 * tokeninfo names the client a token was issued to, and it must be ours. Answers the token's subject.
 */
async function subjectOfTokenIssuedToUs(ctx: AppContext, accessToken: string): Promise<string | undefined> {
  const clientId = ctx.env.GOOGLE_CLIENT_ID;
  // Without a client id of our own there is no audience to hold the token to: Google sign-in is off.
  if (!clientId) throw failed();
  const info = ZTokenInfoSchema.safeParse(
    await callGoogle(ctx.env.GOOGLE_TOKENINFO_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: accessToken }),
    }),
  );
  if (!info.success || info.data.aud !== clientId) throw failed();
  return info.data.sub;
}

/** The user behind a Google access token, read from the OpenID userinfo endpoint. */
async function fetchGoogleUser(ctx: AppContext, accessToken: string): Promise<GoogleUser> {
  const info = ZUserInfoSchema.safeParse(
    await callGoogle(ctx.env.GOOGLE_USERINFO_URL, { headers: { authorization: `Bearer ${accessToken}` } }),
  );
  if (!info.success) throw failed();
  const verified = info.data.email_verified === true || info.data.email_verified === 'true';
  // Linking and creating by email are only safe when Google vouches for the address.
  if (!verified) throw failed();
  return info.data;
}

/** A username nobody has: the email's local part, with a short suffix on collision. */
const usernameCandidates = (email: string) => {
  const base =
    email
      .split('@')[0]
      ?.replace(/[^a-zA-Z0-9_.-]/g, '')
      .slice(0, 40) || 'agent';
  return [base, ...Array.from({ length: 5 }, () => `${base}${Math.floor(1000 + Math.random() * 9000)}`)];
};

/**
 * Marks an existing account as also signing in with Google. If its email had never been
 * verified, whoever registered it never proved the mailbox, while Google just did: the
 * password and sessions set up by that registrant are dropped (pre-account-takeover defence).
 */
async function linkGoogle(ctx: AppContext, user: UserRow, info: GoogleUser, now: Date): Promise<UserRow> {
  const unproven = user.email_verified_at === null;
  let revoked: { familyId: string }[] = [];
  const linked = await ctx.db.transaction(async (tx) => {
    if (unproven)
      revoked = await tx
        .update(refreshTokens)
        .set({ revoked_at: now })
        .where(eq(refreshTokens.user_id, user.id))
        .returning({ familyId: refreshTokens.family_id });
    const [row] = await tx
      .update(users)
      .set({
        google_sub: info.sub,
        is_google_account: true,
        email_verified_at: user.email_verified_at ?? now,
        ...(unproven ? { password_hash: null } : {}),
        updated_at: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    return row as UserRow;
  });
  await forgetFamilies(ctx, revoked);
  return linked;
}

async function createGoogleUser(ctx: AppContext, info: GoogleUser, now: Date): Promise<UserRow | undefined> {
  for (const username of usernameCandidates(info.email)) {
    try {
      const [created] = await ctx.db
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
      return created;
    } catch (err) {
      if (!isUniqueViolation(err, 'users_username_lower_idx')) throw err;
    }
  }
  return undefined;
}

/**
 * Exchanges a Google access token for our session: checks the token was issued to our client,
 * reads the user at Google's userinfo endpoint (both at once), finds the account by Google subject,
 * else links one by verified email, else creates one.
 */
export async function googleLogin(ctx: AppContext, googleAccessToken: string) {
  const [subject, info] = await Promise.all([
    subjectOfTokenIssuedToUs(ctx, googleAccessToken),
    fetchGoogleUser(ctx, googleAccessToken),
  ]);
  if (subject !== undefined && subject !== info.sub) throw failed();
  const now = ctx.now();
  const [bySub] = await ctx.db.select().from(users).where(eq(users.google_sub, info.sub));
  let user = bySub;
  if (!user) {
    const byEmail = await findUserByEmail(ctx.db, info.email);
    // An account already tied to another Google identity is not taken over by a second one.
    if (byEmail?.google_sub) throw failed();
    user = byEmail ? await linkGoogle(ctx, byEmail, info, now) : await createGoogleUser(ctx, info, now);
  }
  if (!user) throw failed();
  return issueSession(ctx, user);
}
