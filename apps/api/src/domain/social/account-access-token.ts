import type { SocialPlatform } from '@pp/contract';
import { and, eq } from 'drizzle-orm';
import type { ServicesContext } from '../../app-context';
import { connectedAccounts } from '../../db/schema';
import type { AccountAccess } from './account-access';
import { exchangeToken } from './exchange-token';
import { oauthPlatform } from './platform-config';
import { PlatformError } from './platform-http';

/** Renew a little before the end, so a token does not expire between the check and the call. */
const RENEW_AHEAD_MS = 60_000;
/**
 * Meta's long-lived tokens last about 60 days and cannot be renewed once ended: they are exchanged
 * again from two weeks before their end, whenever a publish or a Page listing uses them.
 */
const META_RENEW_AHEAD_MS = 14 * 86_400_000;

/** The member must connect again: no account, a token past its end, or a refused refresh. */
export class ReconnectNeeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReconnectNeeded';
  }
}

export type { AccountAccess } from './account-access';

/** Marks the account's grant as revoked, so the card asks to reconnect instead of failing quietly. */
export async function markRevoked(ctx: ServicesContext, userId: string, platform: SocialPlatform) {
  await ctx.db
    .update(connectedAccounts)
    .set({ revoked_at: ctx.now() })
    .where(and(eq(connectedAccounts.user_id, userId), eq(connectedAccounts.platform, platform)));
}

/**
 * A working access token of the user's account on `platform`. An X token near its end is renewed
 * with the refresh token (which rotates: the new one is stored in the same update); a Meta
 * long-lived token is exchanged again (fb_exchange_token) while it still works, as Meta allows
 * only for a valid token; LinkedIn issues no refresh tokens to members, so its ended token means
 * reconnecting.
 */
export async function accountAccessToken(
  ctx: ServicesContext,
  userId: string,
  platform: SocialPlatform,
): Promise<AccountAccess> {
  const [row] = await ctx.db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.user_id, userId), eq(connectedAccounts.platform, platform)));
  if (!row) throw new ReconnectNeeded(`no ${platform} account connected`);
  if (row.revoked_at) throw new ReconnectNeeded(`${platform} access was revoked`);
  const now = ctx.now();
  const ahead = platform === 'facebook' ? META_RENEW_AHEAD_MS : RENEW_AHEAD_MS;
  if (!row.expires_at || row.expires_at.getTime() - ahead > now.getTime())
    return { accountId: row.account_id, accessToken: ctx.cipher.decrypt(row.access_token) };
  const cfg = oauthPlatform(ctx.env, platform);
  const grant: Record<string, string> | null =
    platform === 'facebook'
      ? row.expires_at.getTime() > now.getTime()
        ? { grant_type: 'fb_exchange_token', fb_exchange_token: ctx.cipher.decrypt(row.access_token) }
        : null
      : row.refresh_token
        ? { grant_type: 'refresh_token', refresh_token: ctx.cipher.decrypt(row.refresh_token) }
        : null;
  if (!grant || !cfg) throw new ReconnectNeeded(`${platform} token expired`);
  try {
    const tokens = await exchangeToken(ctx, cfg, grant);
    await ctx.db
      .update(connectedAccounts)
      .set({
        access_token: ctx.cipher.encrypt(tokens.accessToken),
        refresh_token: tokens.refreshToken ? ctx.cipher.encrypt(tokens.refreshToken) : row.refresh_token,
        expires_at: tokens.expiresAt,
        refresh_expires_at: tokens.refreshExpiresAt ?? row.refresh_expires_at,
        updated_at: now,
      })
      .where(eq(connectedAccounts.id, row.id));
    return { accountId: row.account_id, accessToken: tokens.accessToken };
  } catch (err) {
    // invalid_grant (or Meta's code 190): the member revoked the app or the grant ended.
    if (err instanceof PlatformError && (err.kind === 'rejected' || err.kind === 'unauthorized')) {
      await markRevoked(ctx, userId, platform);
      throw new ReconnectNeeded(`${platform} refresh refused`);
    }
    throw err;
  }
}
