import { createHash, randomBytes } from 'node:crypto';
import { SOCIAL_MESSAGES, type SocialPlatform } from '@pp/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { oauthStates } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { hashToken } from '../../lib/secure-token';
import { oauthPlatform } from './platform-config';

/** A started connection may be finished within this time. */
const STATE_TTL_MS = 10 * 60_000;

/**
 * Starts connecting an account: a random `state` (stored hashed) and a PKCE verifier (stored
 * encrypted), both bound to this user, and the platform's consent address with the S256 challenge.
 */
export async function startConnect(ctx: AppContext, userId: string, platform: SocialPlatform) {
  const cfg = oauthPlatform(ctx.env, platform);
  if (!cfg) throw badRequest(SOCIAL_MESSAGES.notConfigured);
  const state = randomBytes(24).toString('base64url');
  const verifier = randomBytes(48).toString('base64url');
  const now = ctx.now();
  // Housekeeping: the user's abandoned attempts go when a new one starts.
  await ctx.db
    .delete(oauthStates)
    .where(and(eq(oauthStates.user_id, userId), lt(oauthStates.expires_at, now)));
  await ctx.db.insert(oauthStates).values({
    state_hash: hashToken(state),
    user_id: userId,
    platform,
    verifier: ctx.cipher.encrypt(verifier),
    expires_at: new Date(now.getTime() + STATE_TTL_MS),
    created_at: now,
  });
  const url = new URL(cfg.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    [cfg.clientIdParam ?? 'client_id']: cfg.clientId,
    redirect_uri: cfg.redirectUri,
    scope: cfg.scopes.join(cfg.scopeSeparator ?? ' '),
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...cfg.authorizeParams,
  }).toString();
  return { authorize_url: url.toString() };
}
