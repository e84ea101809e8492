import { SOCIAL_MESSAGES, type SocialPlatform, type TConnectedAccount } from '@pp/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { connectedAccounts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { connectedAccountOut } from './connected-account-out';
import { oauthPlatform } from './platform-config';

export async function listConnectedAccounts(ctx: AppContext, userId: string): Promise<TConnectedAccount[]> {
  const rows = await ctx.db
    .select()
    .from(connectedAccounts)
    .where(eq(connectedAccounts.user_id, userId))
    .orderBy(asc(connectedAccounts.platform));
  const now = ctx.now();
  return rows.map((r) => connectedAccountOut(r, now));
}

/**
 * Disconnects: X's tokens are revoked at X (refresh token first, which ends the grant), then the
 * row goes. LinkedIn offers members no revoke endpoint, so its token is only forgotten. A revoke
 * that fails is logged, never keeps the tokens here.
 */
export async function disconnectAccount(
  ctx: AppContext,
  userId: string,
  platform: SocialPlatform,
  log: { warn(o: object, m: string): void },
) {
  const [row] = await ctx.db
    .delete(connectedAccounts)
    .where(and(eq(connectedAccounts.user_id, userId), eq(connectedAccounts.platform, platform)))
    .returning();
  if (!row) throw notFound(SOCIAL_MESSAGES.notConnected);
  const cfg = oauthPlatform(ctx.env, platform);
  if (!cfg?.revokeUrl) return;
  const basic = Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64');
  const tokens = [row.refresh_token, row.access_token].filter((t): t is string => !!t);
  for (const [i, sealed] of tokens.entries()) {
    const res = await fetch(cfg.revokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: new URLSearchParams({
        token: ctx.cipher.decrypt(sealed),
        token_type_hint: i === 0 && row.refresh_token ? 'refresh_token' : 'access_token',
        client_id: cfg.clientId,
        // TikTok's /v2/oauth/revoke/ takes the client in the form (client_key and client_secret).
        ...(cfg.clientIdParam === 'client_key'
          ? { client_key: cfg.clientId, client_secret: cfg.clientSecret }
          : {}),
      }),
      signal: AbortSignal.timeout(ctx.env.SOCIAL_HTTP_TIMEOUT_MS),
    }).catch((err: unknown) => err as Error);
    if (res instanceof Error || !res.ok)
      log.warn({ platform, status: res instanceof Error ? res.message : res.status }, 'token revoke failed');
  }
}
