import type { ServicesContext } from '../../app-context';
import { readGraphRefusal } from './meta-graph';
import type { OAuthPlatform } from './platform-config';
import { bodyOf, callPlatform } from './platform-http';

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token ends, or null when the platform did not say. */
  expiresAt: Date | null;
  /** When the refresh token ends (TikTok's refresh_expires_in), or null. */
  refreshExpiresAt: Date | null;
  scope: string;
}

/** One call to the platform's token endpoint (code exchange or refresh). */
export async function exchangeToken(
  ctx: Pick<ServicesContext, 'env' | 'now'>,
  cfg: OAuthPlatform,
  form: Record<string, string>,
): Promise<TokenSet> {
  const body = new URLSearchParams({ ...form, [cfg.clientIdParam ?? 'client_id']: cfg.clientId });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (cfg.clientAuth === 'basic')
    headers.authorization = `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64')}`;
  else body.set('client_secret', cfg.clientSecret);
  const now = ctx.now();
  // Meta's oauth/access_token is read with a GET whose query carries the form.
  const res =
    cfg.clientAuth === 'query'
      ? await callPlatform(ctx, `${cfg.tokenUrl}?${body}`, {}, `${cfg.platform} token`, readGraphRefusal)
      : await callPlatform(ctx, cfg.tokenUrl, { method: 'POST', headers, body }, `${cfg.platform} token`);
  const data = await bodyOf(res);
  if (typeof data.access_token !== 'string') throw new Error(`${cfg.platform} token: no access_token`);
  return {
    accessToken: data.access_token,
    refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : null,
    expiresAt: typeof data.expires_in === 'number' ? new Date(now.getTime() + data.expires_in * 1000) : null,
    refreshExpiresAt:
      typeof data.refresh_expires_in === 'number'
        ? new Date(now.getTime() + data.refresh_expires_in * 1000)
        : null,
    scope: typeof data.scope === 'string' ? data.scope : '',
  };
}
