import {
  SOCIAL_MESSAGES,
  type SocialPlatform,
  type TConnectCallbackRequest,
  type TConnectedAccount,
} from '@pp/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { connectedAccounts, oauthStates } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { hashToken } from '../../lib/secure-token';
import { connectedAccountOut } from './connected-account-out';
import { exchangeToken } from './exchange-token';
import { graph, idOf } from './meta-graph';
import { choosePage, exchangeLongLived } from './meta-pages';
import { oauthPlatform } from './platform-config';
import { bodyOf, callPlatform, PlatformError } from './platform-http';
import { readTikTokRefusal } from './tiktok-api';

/** Who the token belongs to: X's /2/users/me, LinkedIn's OpenID userinfo or Graph's /me. */
async function fetchProfile(ctx: AppContext, platform: SocialPlatform, accessToken: string) {
  if (platform === 'facebook') {
    const me = await graph(ctx, accessToken, 'me?fields=id,name', {}, 'Meta profile');
    return { id: idOf(me, 'Meta profile'), name: typeof me.name === 'string' ? me.name : String(me.id) };
  }
  // TikTok's user info (user.info.basic): https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info
  if (platform === 'tiktok') {
    const url = new URL('/v2/user/info/?fields=open_id,display_name', ctx.env.TIKTOK_API_BASE);
    const res = await callPlatform(
      ctx,
      url.toString(),
      { headers: { authorization: `Bearer ${accessToken}` } },
      'TikTok profile',
      readTikTokRefusal,
    );
    const user = ((await bodyOf(res)).data as { user?: { open_id?: string; display_name?: string } })?.user;
    if (!user?.open_id) throw new Error('TikTok user info without open_id');
    return { id: user.open_id, name: user.display_name ?? user.open_id };
  }
  // Google's OpenID userinfo (the openid/profile scopes) names a YouTube connection.
  const url =
    platform === 'twitter'
      ? new URL('/2/users/me', ctx.env.X_API_BASE)
      : platform === 'youtube'
        ? new URL('/oauth2/v3/userinfo', ctx.env.YOUTUBE_API_BASE)
        : new URL('/v2/userinfo', ctx.env.LINKEDIN_API_BASE);
  const res = await callPlatform(
    ctx,
    url.toString(),
    { headers: { authorization: `Bearer ${accessToken}` } },
    `${platform} profile`,
  );
  const body = await bodyOf(res);
  if (platform === 'twitter') {
    const data = body.data as { id?: string; username?: string } | undefined;
    if (!data?.id) throw new Error('X profile without id');
    return { id: data.id, name: `@${data.username ?? data.id}` };
  }
  if (typeof body.sub !== 'string') throw new Error(`${platform} userinfo without sub`);
  return { id: body.sub, name: typeof body.name === 'string' ? body.name : body.sub };
}

/**
 * Finishes a connection with what the platform sent to the redirect page. The state row is taken
 * in one DELETE that also checks owner, platform and age, so it works once, for its own user only;
 * another user's state is refused and stays usable by its owner.
 */
export async function finishConnect(
  ctx: AppContext,
  userId: string,
  platform: SocialPlatform,
  req: TConnectCallbackRequest,
): Promise<TConnectedAccount> {
  const cfg = oauthPlatform(ctx.env, platform);
  if (!cfg) throw badRequest(SOCIAL_MESSAGES.notConfigured);
  const now = ctx.now();
  const [row] = await ctx.db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.state_hash, hashToken(req.state)),
        eq(oauthStates.user_id, userId),
        eq(oauthStates.platform, platform),
        gt(oauthStates.expires_at, now),
      ),
    )
    .returning();
  if (!row) throw badRequest(SOCIAL_MESSAGES.badState);
  let tokens: Awaited<ReturnType<typeof exchangeToken>>;
  let profile: { id: string; name: string };
  try {
    tokens = await exchangeToken(ctx, cfg, {
      grant_type: 'authorization_code',
      code: req.code,
      redirect_uri: cfg.redirectUri,
      code_verifier: ctx.cipher.decrypt(row.verifier),
    });
    // Facebook Login's code gives a token of an hour or two; the long-lived one lasts about 60 days.
    if (platform === 'facebook') tokens = await exchangeLongLived(ctx, cfg, tokens.accessToken);
    profile = await fetchProfile(ctx, platform, tokens.accessToken);
  } catch (err) {
    if (err instanceof PlatformError) throw badRequest(SOCIAL_MESSAGES.connectFailed);
    throw err;
  }
  const values = {
    account_id: profile.id,
    account_name: profile.name,
    access_token: ctx.cipher.encrypt(tokens.accessToken),
    refresh_token: tokens.refreshToken ? ctx.cipher.encrypt(tokens.refreshToken) : null,
    expires_at: tokens.expiresAt,
    refresh_expires_at: tokens.refreshExpiresAt,
    scope: tokens.scope,
    revoked_at: null,
    updated_at: now,
  };
  const [saved] = await ctx.db
    .insert(connectedAccounts)
    .values({ user_id: userId, platform, created_at: now, ...values })
    .onConflictDoUpdate({ target: [connectedAccounts.user_id, connectedAccounts.platform], set: values })
    .returning();
  // A reconnect renews the chosen Page's token too: one taken from the old grant may be dead.
  if (platform === 'facebook' && saved?.page_id)
    return choosePage(ctx, userId, saved.page_id).catch(() => connectedAccountOut(saved, now));
  return connectedAccountOut(saved!, now);
}
