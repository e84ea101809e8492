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

/** The member must connect again: no account, a token past its end, or a refused refresh. */
export class ReconnectNeeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReconnectNeeded';
  }
}

export type { AccountAccess } from './account-access';

/**
 * A working access token of the user's account on `platform`. An X token near its end is renewed
 * with the refresh token (which rotates: the new one is stored in the same update); LinkedIn
 * issues no refresh tokens to members, so its ended token means reconnecting.
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
  const now = ctx.now();
  if (!row.expires_at || row.expires_at.getTime() - RENEW_AHEAD_MS > now.getTime())
    return { accountId: row.account_id, accessToken: ctx.cipher.decrypt(row.access_token) };
  const cfg = oauthPlatform(ctx.env, platform);
  if (!row.refresh_token || !cfg) throw new ReconnectNeeded(`${platform} token expired`);
  try {
    const tokens = await exchangeToken(ctx, cfg, {
      grant_type: 'refresh_token',
      refresh_token: ctx.cipher.decrypt(row.refresh_token),
    });
    await ctx.db
      .update(connectedAccounts)
      .set({
        access_token: ctx.cipher.encrypt(tokens.accessToken),
        refresh_token: tokens.refreshToken ? ctx.cipher.encrypt(tokens.refreshToken) : row.refresh_token,
        expires_at: tokens.expiresAt,
        updated_at: now,
      })
      .where(eq(connectedAccounts.id, row.id));
    return { accountId: row.account_id, accessToken: tokens.accessToken };
  } catch (err) {
    // invalid_grant: the member revoked the app or the refresh token ended.
    if (err instanceof PlatformError && (err.kind === 'rejected' || err.kind === 'unauthorized'))
      throw new ReconnectNeeded(`${platform} refresh refused`);
    throw err;
  }
}
