import { json, newId, s256 } from './http';

interface Grant {
  userId: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
  scope: string;
}

interface Token {
  userId: string;
  scope: string;
  expiresAt: number;
  revoked: boolean;
}

/**
 * The OAuth 2.0 authorisation-code flow with PKCE S256 both platforms speak: the consent page
 * answers at once with a redirect (the user always agrees), codes are single use and bound to the
 * redirect URI and the challenge, access tokens expire, refresh tokens rotate.
 */
export function oauthServer(opts: {
  clientId: string;
  clientSecret: string;
  accessTtlSec: number;
  /** X gives refresh tokens (offline.access); LinkedIn's members get none. */
  refresh: boolean;
  /** The person who consents: the platform's user id. */
  userId: () => string;
  /**
   * Meta: the token endpoint is a GET with the form in its query and no grant_type for a code, and
   * `fb_exchange_token` trades a live token for a long-lived one of this many seconds
   * (https://developers.facebook.com/docs/facebook-login/guides/access-long-lived).
   */
  exchangeTtlSec?: number;
}) {
  const codes = new Map<string, Grant>();
  const access = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();
  let refreshCount = 0;
  let exchangeCount = 0;

  const issue = (userId: string, scope: string, ttlSec = opts.accessTtlSec) => {
    const accessToken = `at-${newId()}`;
    access.set(accessToken, {
      userId,
      scope,
      expiresAt: Date.now() + ttlSec * 1000,
      revoked: false,
    });
    const body: Record<string, unknown> = {
      token_type: 'bearer',
      access_token: accessToken,
      expires_in: ttlSec,
      scope,
    };
    if (opts.refresh) {
      const refreshToken = `rt-${newId()}`;
      refreshTokens.set(refreshToken, { userId, scope, expiresAt: Infinity, revoked: false });
      body.refresh_token = refreshToken;
    }
    return json(body);
  };

  const clientOf = (req: Request, form: URLSearchParams) => {
    const basic = req.headers.get('authorization');
    if (basic?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(basic.slice(6), 'base64').toString().split(':');
      return { id, secret };
    }
    return { id: form.get('client_id'), secret: form.get('client_secret') };
  };

  return {
    refreshCount: () => refreshCount,
    exchangeCount: () => exchangeCount,
    /** The consent page: redirects back with a code (or 400 when the request is not a PKCE S256 one). */
    authorize(url: URL): Response {
      const p = url.searchParams;
      const redirectUri = p.get('redirect_uri');
      if (
        p.get('response_type') !== 'code' ||
        p.get('client_id') !== opts.clientId ||
        !redirectUri ||
        p.get('code_challenge_method') !== 'S256' ||
        !p.get('code_challenge') ||
        !p.get('state')
      )
        return json({ error: 'invalid_request' }, 400);
      const code = `code-${newId()}`;
      codes.set(code, {
        userId: opts.userId(),
        clientId: opts.clientId,
        redirectUri,
        challenge: p.get('code_challenge')!,
        scope: p.get('scope') ?? '',
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state')!);
      return new Response(null, { status: 302, headers: { location: back.toString() } });
    },
    async token(req: Request): Promise<Response> {
      const form =
        req.method === 'GET' ? new URL(req.url).searchParams : new URLSearchParams(await req.text());
      const client = clientOf(req, form);
      if (client.id !== opts.clientId || client.secret !== opts.clientSecret)
        return json({ error: 'invalid_client' }, 401);
      if (opts.exchangeTtlSec && form.get('grant_type') === 'fb_exchange_token') {
        const old = access.get(form.get('fb_exchange_token') ?? '');
        // Meta: "You can not use an expired token to request a long-lived token".
        if (!old || old.revoked || old.expiresAt < Date.now())
          return json(
            { error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } },
            400,
          );
        exchangeCount += 1;
        return issue(old.userId, old.scope, opts.exchangeTtlSec);
      }
      const grantType =
        form.get('grant_type') ?? (opts.exchangeTtlSec && form.get('code') ? 'authorization_code' : '');
      if (grantType === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (
          !grant ||
          grant.redirectUri !== form.get('redirect_uri') ||
          s256(form.get('code_verifier') ?? '') !== grant.challenge
        )
          return json({ error: 'invalid_grant' }, 400);
        return issue(grant.userId, grant.scope);
      }
      if (form.get('grant_type') === 'refresh_token' && opts.refresh) {
        const old = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!old || old.revoked) return json({ error: 'invalid_grant' }, 400);
        old.revoked = true;
        refreshCount += 1;
        return issue(old.userId, old.scope);
      }
      return json({ error: 'unsupported_grant_type' }, 400);
    },
    async revoke(req: Request): Promise<Response> {
      const form = new URLSearchParams(await req.text());
      const token = form.get('token') ?? '';
      for (const map of [access, refreshTokens]) {
        const t = map.get(token);
        if (t) t.revoked = true;
      }
      return json({ revoked: true });
    },
    /** The platform user behind a bearer token, or null (401) when unknown, revoked or expired. */
    bearer(req: Request): string | null {
      const token = access.get(req.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
      if (!token || token.revoked || token.expiresAt < Date.now()) return null;
      return token.userId;
    },
    /** Whether a token handed out is still alive (tests check that disconnect revoked it). */
    isLive(token: string) {
      const t = access.get(token) ?? refreshTokens.get(token);
      return !!t && !t.revoked;
    },
    /** Everything issued so far stops working (the member revoked the app on the platform). */
    revokeAll() {
      for (const map of [access, refreshTokens]) for (const t of map.values()) t.revoked = true;
    },
  };
}
