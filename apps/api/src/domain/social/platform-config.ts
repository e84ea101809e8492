import type { SocialPlatform } from '@pp/contract';
import type { Env } from '../../config/env';

export interface OAuthPlatform {
  platform: SocialPlatform;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** X revokes tokens; LinkedIn has no revoke endpoint for members (disconnect only forgets them). */
  revokeUrl: string | null;
  scopes: string[];
  /** Fixed by configuration: the web app's page that hands code and state back to the API. */
  redirectUri: string;
  /**
   * X's confidential clients authenticate with HTTP Basic; LinkedIn takes the secret in the form;
   * Meta's token endpoint is a GET with everything in the query (Facebook Login, manual flow).
   */
  clientAuth: 'basic' | 'form' | 'query';
  /** TikTok names the client `client_key` on the consent page and at the token endpoint. */
  clientIdParam?: 'client_id' | 'client_key';
  /** TikTok lists scopes with commas; the others with spaces. */
  scopeSeparator?: ',' | ' ';
  /** More query parameters for the consent page (Google's offline access). */
  authorizeParams?: Record<string, string>;
}

/** A Graph API address of the configured version, e.g. /v21.0/me/accounts. */
export const graphUrl = (env: Pick<Env, 'META_GRAPH_BASE' | 'META_API_VERSION'>, path: string) =>
  new URL(`/${env.META_API_VERSION}/${path.replace(/^\//, '')}`, env.META_GRAPH_BASE).toString();

export const redirectUriFor = (env: Pick<Env, 'APP_URL'>, platform: SocialPlatform) =>
  new URL(`/dashboard/oauth/${platform}/callback`, env.APP_URL).toString();

/** The platform's OAuth settings, or null when this server has no client for it. */
export function oauthPlatform(env: Env, platform: SocialPlatform): OAuthPlatform | null {
  if (platform === 'twitter') {
    if (!env.X_CLIENT_ID || !env.X_CLIENT_SECRET) return null;
    return {
      platform,
      clientId: env.X_CLIENT_ID,
      clientSecret: env.X_CLIENT_SECRET,
      authorizeUrl: new URL('/i/oauth2/authorize', env.X_AUTH_BASE).toString(),
      tokenUrl: new URL('/2/oauth2/token', env.X_API_BASE).toString(),
      revokeUrl: new URL('/2/oauth2/revoke', env.X_API_BASE).toString(),
      scopes: ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'],
      redirectUri: redirectUriFor(env, platform),
      clientAuth: 'basic',
    };
  }
  if (platform === 'youtube') {
    if (!env.YOUTUBE_CLIENT_ID || !env.YOUTUBE_CLIENT_SECRET) return null;
    // https://developers.google.com/identity/protocols/oauth2/web-server: access_type=offline gives a
    // refresh token, which Google sends only on a consent screen, so prompt=consent asks again on
    // every connect (a reconnect would otherwise get none and scheduled uploads would stop in an hour).
    return {
      platform,
      clientId: env.YOUTUBE_CLIENT_ID,
      clientSecret: env.YOUTUBE_CLIENT_SECRET,
      authorizeUrl: new URL('/o/oauth2/v2/auth', env.GOOGLE_AUTH_BASE).toString(),
      tokenUrl: new URL('/token', env.GOOGLE_TOKEN_BASE).toString(),
      revokeUrl: new URL('/revoke', env.GOOGLE_TOKEN_BASE).toString(),
      // youtube.upload to insert videos; openid/profile name the account on the card.
      scopes: ['openid', 'profile', 'https://www.googleapis.com/auth/youtube.upload'],
      redirectUri: redirectUriFor(env, platform),
      clientAuth: 'form',
      authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    };
  }
  if (platform === 'tiktok') {
    if (!env.TIKTOK_CLIENT_KEY || !env.TIKTOK_CLIENT_SECRET) return null;
    // Login Kit for Web (https://developers.tiktok.com/doc/login-kit-web): consent at
    // /v2/auth/authorize/, tokens at /v2/oauth/token/ with client_key and client_secret in the form
    // (https://developers.tiktok.com/doc/oauth-user-access-token-management), revoke at /v2/oauth/revoke/.
    return {
      platform,
      clientId: env.TIKTOK_CLIENT_KEY,
      clientSecret: env.TIKTOK_CLIENT_SECRET,
      authorizeUrl: new URL('/v2/auth/authorize/', env.TIKTOK_AUTH_BASE).toString(),
      tokenUrl: new URL('/v2/oauth/token/', env.TIKTOK_API_BASE).toString(),
      revokeUrl: new URL('/v2/oauth/revoke/', env.TIKTOK_API_BASE).toString(),
      // video.publish for Direct Post, video.upload for the inbox, user.info.basic names the account.
      scopes: ['user.info.basic', 'video.publish', 'video.upload'],
      redirectUri: redirectUriFor(env, platform),
      clientAuth: 'form',
      clientIdParam: 'client_key',
      scopeSeparator: ',',
    };
  }
  if (platform === 'facebook') {
    if (!env.META_APP_ID || !env.META_APP_SECRET) return null;
    // Facebook Login's dialog takes PKCE (S256) like the others:
    // https://developers.facebook.com/docs/facebook-login/guides/advanced/oidc-token
    return {
      platform,
      clientId: env.META_APP_ID,
      clientSecret: env.META_APP_SECRET,
      authorizeUrl: new URL(`/${env.META_API_VERSION}/dialog/oauth`, env.META_AUTH_BASE).toString(),
      tokenUrl: graphUrl(env, 'oauth/access_token'),
      // Meta has no token revoke for apps; disconnect forgets the tokens (the member removes the app
      // in Facebook's Business Integrations settings).
      revokeUrl: null,
      scopes: [
        'pages_show_list',
        'pages_read_engagement',
        'pages_manage_posts',
        'instagram_basic',
        'instagram_content_publish',
      ],
      redirectUri: redirectUriFor(env, platform),
      clientAuth: 'query',
    };
  }
  if (!env.LINKEDIN_CLIENT_ID || !env.LINKEDIN_CLIENT_SECRET) return null;
  return {
    platform,
    clientId: env.LINKEDIN_CLIENT_ID,
    clientSecret: env.LINKEDIN_CLIENT_SECRET,
    authorizeUrl: new URL('/oauth/v2/authorization', env.LINKEDIN_AUTH_BASE).toString(),
    tokenUrl: new URL('/oauth/v2/accessToken', env.LINKEDIN_AUTH_BASE).toString(),
    revokeUrl: null,
    scopes: ['openid', 'profile', 'w_member_social'],
    redirectUri: redirectUriFor(env, platform),
    clientAuth: 'form',
  };
}

/** Months from the configured LinkedIn-Version to now; LinkedIn retires a version after about a year. */
export function linkedInVersionAgeMonths(version: string, now: Date): number {
  const year = Number(version.slice(0, 4));
  const month = Number(version.slice(4, 6));
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
}
