import { json, newId, serve } from './http';
import { containerStatus, graphError, graphState, instagram, page, upload } from './meta-graph';
import { oauthServer } from './oauth';

export const META_TEST_APP = { id: 'meta-test-app', secret: 'meta-test-secret' };

export interface StandInPage {
  id: string;
  name: string;
  accessToken: string;
  /** The Page's instagram_business_account; null: only a personal Instagram account, or none. */
  instagram: { id: string; username: string } | null;
}

/**
 * A local Graph API (same protocol and paths, versioned under /v21.0), its Facebook Login dialog and
 * Meta's upload host, all on one port:
 * - Facebook Login with PKCE: GET /v21.0/dialog/oauth, GET /v21.0/oauth/access_token (a code gives a
 *   two-hour token; grant_type=fb_exchange_token a 60-day one:
 *   https://developers.facebook.com/docs/facebook-login/guides/access-long-lived);
 * - GET /me, GET /me/accounts (each Page with its own token), GET /{page-id}?fields=instagram_business_account;
 * - Instagram content publishing and Page posts/reels (meta-graph.ts), and rupload's /video-upload.
 * Errors answer Meta's shape: HTTP 400 with { error: { code } } (190 for a dead token).
 */
export async function startMetaStandIn() {
  const member = { id: `fb-${newId(4)}`, name: 'Jane Agent' };
  const oauth = oauthServer({
    clientId: META_TEST_APP.id,
    clientSecret: META_TEST_APP.secret,
    accessTtlSec: 2 * 3600,
    refresh: false,
    userId: () => member.id,
    exchangeTtlSec: 60 * 86400,
  });
  const pages: StandInPage[] = [
    {
      id: `pg-${newId(4)}`,
      name: 'Jane Agent Realty',
      accessToken: `pt-${newId()}`,
      instagram: { id: `ig-${newId(4)}`, username: 'janeagent.realty' },
    },
    // A Page whose Instagram account is personal: Meta shows no instagram_business_account for it.
    { id: `pg-${newId(4)}`, name: 'Jane Personal Page', accessToken: `pt-${newId()}`, instagram: null },
  ];
  const state = graphState();
  const pageOfToken = (token: string) => pages.find((p) => p.accessToken === token)?.id;
  let base = '';

  const server = await serve(async (req, url) => {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /v21.0/dialog/oauth') return oauth.authorize(url);
    if (route === 'GET /v21.0/oauth/access_token') return oauth.token(req);
    const rupload = /^POST \/video-upload\/v21\.0\/([^/]+)$/.exec(route);
    if (rupload) return upload(state, req, rupload[1]!, pageOfToken);
    const m = /^\/v21\.0\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname);
    if (!m) return undefined;
    const [, node, action = ''] = m as unknown as [string, string, string | undefined];
    const token = req.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const user = oauth.bearer(req);
    const tokenPage = pageOfToken(token);
    if (!user && !tokenPage) return graphError('Error validating access token', 190);
    const body =
      req.method === 'POST' ? ((await req.json().catch(() => ({}))) as Record<string, unknown>) : {};
    if (node === 'me' && user) {
      if (action === '') return json({ id: member.id, name: member.name });
      if (action === 'accounts')
        return json({
          data: pages.map((p) => ({
            id: p.id,
            name: p.name,
            access_token: p.accessToken,
            tasks: ['CREATE_CONTENT'],
          })),
        });
    }
    const pg = pages.find((p) => p.id === node);
    if (pg && action === '' && req.method === 'GET')
      return json({
        id: pg.id,
        ...(pg.instagram && url.searchParams.get('fields')?.includes('instagram_business_account')
          ? { instagram_business_account: pg.instagram }
          : {}),
      });
    if (pg) {
      if (tokenPage !== pg.id) return graphError('A Page access token is required', 190);
      return page(state, pg.id, action, req.method, body, base);
    }
    const ig = pages.find((p) => p.instagram?.id === node);
    if (ig) {
      if (!user) return graphError('A User access token is required', 190);
      return instagram(state, node, action, req.method, body, url);
    }
    if (action === '' && req.method === 'GET' && url.searchParams.get('fields') === 'status_code')
      return containerStatus(state, node);
    const media = state.published.find((p) => p.id === node);
    if (media && url.searchParams.get('fields') === 'permalink')
      return json({ id: media.id, permalink: `https://www.instagram.com/p/${media.id}/` });
    return undefined;
  });
  base = server.base;

  return {
    ...server,
    oauth,
    member,
    pages,
    state,
    /** The environment pointing the app at this stand-in (Graph, login dialog and upload host). */
    env: {
      META_APP_ID: META_TEST_APP.id,
      META_APP_SECRET: META_TEST_APP.secret,
      META_GRAPH_BASE: server.base,
      META_AUTH_BASE: server.base,
      META_UPLOAD_BASE: server.base,
      META_API_VERSION: 'v21.0',
      META_POLL_MS: '20',
    },
  };
}
