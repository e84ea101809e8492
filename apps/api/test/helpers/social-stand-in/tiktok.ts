import { createHash } from 'node:crypto';
import { json, newId, serve } from './http';
import { oauthServer } from './oauth';
import { tiktokPhotos } from './tiktok-photos';
import { tiktokUploads } from './tiktok-uploads';

/**
 * The refusals of a creator who cannot post at this moment, with TikTok's documented messages
 * (https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info, "Error codes").
 */
export const CANNOT_POST = {
  spam_risk_too_many_posts: 'The daily post cap from the API is reached for the current user.',
  spam_risk_user_banned_from_posting: 'The user is banned from making new posts.',
  reached_active_user_cap: 'The daily quota for active publishing users from your client is reached.',
} as const;
const POSTING_ROUTES = new Set([
  'POST /v2/post/publish/creator_info/query/',
  'POST /v2/post/publish/video/init/',
  'POST /v2/post/publish/inbox/video/init/',
  'POST /v2/post/publish/content/init/',
]);

export const TIKTOK_TEST_CLIENT = { key: 'tt-test-client-key', secret: 'tt-test-secret' };

/** TikTok's error envelope: `error.code` ("ok" on success), `error.message` and `error.log_id`. */
export const ttError = (
  code: string,
  message: string,
  status: number,
  headers: Record<string, string> = {},
) => json({ data: {}, error: { code, message, log_id: `log-${newId(6)}` } }, status, headers);
const ttOk = (data: unknown) => json({ data, error: { code: 'ok', message: '', log_id: `log-${newId(6)}` } });

/**
 * A local TikTok: Login Kit for Web and the Content Posting API, written from
 * - https://developers.tiktok.com/doc/login-kit-web: consent at GET /v2/auth/authorize/ with
 *   `client_key`, comma-separated `scope`, `state` (and PKCE S256 as the stand-in requires);
 * - https://developers.tiktok.com/doc/oauth-user-access-token-management: POST /v2/oauth/token/ with
 *   client_key and client_secret in the form, answering open_id, expires_in (a day),
 *   refresh_expires_in (a year) and a refresh token; refresh_token grant; POST /v2/oauth/revoke/;
 *   refusals as {error, error_description, log_id};
 * - https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info: GET /v2/user/info/;
 * - https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info,
 *   …-reference-direct-post (video/init), …-reference-upload-video (inbox/video/init),
 *   …-media-transfer-guide (chunked PUT with Content-Range) and …-reference-get-video-status
 *   (status/fetch): see tiktok-uploads.ts; …-reference-photo-post (content/init, PHOTO): tiktok-photos.ts;
 * - https://developers.tiktok.com/doc/tiktok-api-v2-error-handling: `error.code` on every answer,
 *   401 access_token_invalid, 429 rate_limit_exceeded.
 */
export async function startTikTokStandIn() {
  const creator = { open_id: `tt-${newId(4)}`, display_name: 'Jane Agent', username: 'jane.agent' };
  const oauth = oauthServer({
    clientId: TIKTOK_TEST_CLIENT.key,
    clientSecret: TIKTOK_TEST_CLIENT.secret,
    accessTtlSec: 86_400,
    refresh: true,
    userId: () => creator.open_id,
  });
  const state = {
    /** creator_info/query's answer; tests change it (a shorter maximum, fewer privacy levels). */
    creatorInfo: {
      creator_avatar_url: 'https://p16.tiktokcdn.example/avatar.jpeg',
      creator_username: creator.username,
      creator_nickname: creator.display_name,
      privacy_level_options: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
      comment_disabled: false,
      duet_disabled: false,
      stitch_disabled: true,
      max_video_post_duration_sec: 600,
    },
    consents: [] as URLSearchParams[],
    /** Plans: the next call of `METHOD /path` answers 429 rate_limit_exceeded (with this Retry-After). */
    rateLimit: new Map<string, number>(),
    /** Plans: the next call of `METHOD /path` answers 401 access_token_invalid. */
    unauthorized: new Set<string>(),
    /** Plans: the next call of `METHOD /path` is refused with this status, error.code and error.message. */
    refuse: new Map<string, { status: number; code: string; message: string }>(),
    /**
     * The creator cannot post now: creator_info/query and both inits answer 403 with this code until
     * it is cleared (error codes of https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info
     * and …-reference-direct-post).
     */
    cannotPost: null as keyof typeof CANNOT_POST | null,
    /** Every API call (`METHOD /path`) in order, for tests that count tries. */
    calls: [] as string[],
  };
  const uploads = tiktokUploads(() => server.base);
  const photos = tiktokPhotos();

  /** The oauth server speaks client_id; TikTok's form names the client `client_key`. */
  const asClientId = (p: URLSearchParams) => {
    const q = new URLSearchParams(p);
    if (q.has('client_key')) q.set('client_id', q.get('client_key')!);
    else q.delete('client_id');
    return q;
  };

  async function token(req: Request) {
    const form = asClientId(new URLSearchParams(await req.text()));
    const res = await oauth.token(new Request(req.url, { method: 'POST', body: form.toString() }));
    const body = (await res.json()) as Record<string, unknown>;
    if (typeof body.error === 'string')
      return json(
        { error: body.error, error_description: `${body.error} (stand-in)`, log_id: newId(6) },
        res.status,
      );
    return json({ ...body, open_id: creator.open_id, refresh_expires_in: 31_536_000, token_type: 'Bearer' });
  }

  const server = await serve(async (req, url) => {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /v2/auth/authorize/') {
      state.consents.push(url.searchParams);
      const scopes = (url.searchParams.get('scope') ?? '').split(',');
      if (!scopes.includes('user.info.basic')) return json({ error: 'invalid_scope' }, 400);
      const u = new URL(url);
      u.search = asClientId(url.searchParams).toString();
      return oauth.authorize(u);
    }
    if (route === 'POST /v2/oauth/token/') return token(req);
    if (route === 'POST /v2/oauth/revoke/') return oauth.revoke(req);
    if (route.startsWith('PUT /upload/')) return uploads.put(req, url);
    const wait = state.rateLimit.get(route);
    if (wait !== undefined) {
      state.rateLimit.delete(route);
      return ttError('rate_limit_exceeded', 'API rate limit was exceeded.', 429, {
        'retry-after': String(wait),
      });
    }
    const user = oauth.bearer(req);
    if (!user || state.unauthorized.delete(route))
      return ttError('access_token_invalid', 'The access token is invalid or not found in the request.', 401);
    state.calls.push(route);
    if (state.cannotPost && POSTING_ROUTES.has(route))
      return ttError(state.cannotPost, CANNOT_POST[state.cannotPost], 403);
    const refusal = state.refuse.get(route);
    if (refusal) {
      state.refuse.delete(route);
      return ttError(refusal.code, refusal.message, refusal.status);
    }
    if (route === 'GET /v2/user/info/')
      return ttOk({ user: { open_id: creator.open_id, display_name: creator.display_name } });
    if (route === 'POST /v2/post/publish/creator_info/query/') return ttOk(state.creatorInfo);
    if (
      route === 'POST /v2/post/publish/video/init/' ||
      route === 'POST /v2/post/publish/inbox/video/init/'
    ) {
      const direct = !url.pathname.includes('/inbox/');
      const body = (await req.json()) as Parameters<typeof uploads.init>[1];
      const refusal = uploads.check(body, direct, state.creatorInfo.privacy_level_options);
      if (refusal) return ttError('invalid_params', refusal, 400);
      return ttOk(uploads.init(user, body, direct));
    }
    if (route === 'POST /v2/post/publish/content/init/') {
      const body = (await req.json()) as Parameters<typeof photos.init>[1];
      const refusal = photos.check(body, state.creatorInfo.privacy_level_options);
      if (refusal)
        return ttError(refusal.code, refusal.message, refusal.code === 'invalid_params' ? 400 : 403);
      return ttOk(photos.init(user, body));
    }
    if (route === 'POST /v2/post/publish/status/fetch/') {
      const id = ((await req.json()) as { publish_id?: string }).publish_id ?? '';
      const s = uploads.status(id) ?? photos.status(id);
      return s ? ttOk(s) : ttError('invalid_publish_id', 'publish_id does not exist', 400);
    }
    return undefined;
  });

  return {
    ...server,
    oauth,
    state,
    uploads,
    photos,
    creator,
    sha: (b: Buffer) => createHash('sha256').update(b).digest('hex'),
    /** The environment pointing the app at this stand-in. */
    env: {
      TIKTOK_CLIENT_KEY: TIKTOK_TEST_CLIENT.key,
      TIKTOK_CLIENT_SECRET: TIKTOK_TEST_CLIENT.secret,
      TIKTOK_AUTH_BASE: server.base,
      TIKTOK_API_BASE: server.base,
    },
  };
}
