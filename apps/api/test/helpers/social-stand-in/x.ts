import { json, newId, serve } from './http';
import { oauthServer } from './oauth';

export interface Tweet {
  id: string;
  author: string;
  text: string;
  media_ids: string[];
  in_reply_to?: string;
}

interface Upload {
  id: string;
  total: number;
  chunks: Map<number, Buffer>;
  finalized: boolean;
}

export const X_TEST_CLIENT = { id: 'x-test-client', secret: 'x-test-secret' };

/**
 * A local X: OAuth 2.0 with PKCE (authorize, token, refresh, revoke), /2/users/me, POST /2/tweets,
 * the chunked media upload (INIT, APPEND, FINALIZE on /2/media/upload) and a user's recent tweets
 * (the lookup a retry makes before posting again), and deleting one's own post
 * (`DELETE /2/tweets/:id`, answering `{ data: { deleted: true } }`:
 * https://docs.x.com/x-api/posts/delete-post; X's API has no edit). Deleted posts are kept in
 * `deleted` for the tests. Access tokens live two hours, as X's do.
 */
export async function startXStandIn() {
  const user = { id: `x-${newId(4)}`, name: 'Jane Agent', username: 'janeagent' };
  const oauth = oauthServer({
    clientId: X_TEST_CLIENT.id,
    clientSecret: X_TEST_CLIENT.secret,
    accessTtlSec: 7200,
    refresh: true,
    userId: () => user.id,
  });
  const tweets: Tweet[] = [];
  const deleted: Tweet[] = [];
  const uploads = new Map<string, Upload>();

  const server = await serve(async (req, url) => {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /i/oauth2/authorize') return oauth.authorize(url);
    if (route === 'POST /2/oauth2/token') return oauth.token(req);
    if (route === 'POST /2/oauth2/revoke') return oauth.revoke(req);
    const author = oauth.bearer(req);
    if (!author) return json({ title: 'Unauthorized', status: 401 }, 401);
    if (route === 'GET /2/users/me') return json({ data: user });
    if (route === 'POST /2/media/upload') return media(await req.formData());
    if (route === 'POST /2/tweets') {
      const body = (await req.json()) as {
        text?: string;
        media?: { media_ids?: string[] };
        reply?: { in_reply_to_tweet_id?: string };
      };
      const mediaIds = body.media?.media_ids ?? [];
      if (!body.text || [...body.text].length > 280 || mediaIds.length > 4)
        return json({ title: 'Invalid Request', status: 400 }, 400);
      if (mediaIds.some((id) => !uploads.get(id)?.finalized))
        return json({ title: 'Invalid Request', detail: 'unknown media', status: 400 }, 400);
      const tweet = {
        id: newId(8),
        author,
        text: body.text,
        media_ids: mediaIds,
        in_reply_to: body.reply?.in_reply_to_tweet_id,
      };
      tweets.push(tweet);
      return json({ data: { id: tweet.id, text: tweet.text } }, 201);
    }
    const remove = /^DELETE \/2\/tweets\/([^/]+)$/.exec(route);
    if (remove) {
      const at = tweets.findIndex((t) => t.id === remove[1]);
      if (at < 0) return json({ title: 'Not Found Error', status: 404 }, 404);
      if (tweets[at]!.author !== author) return json({ title: 'Forbidden', status: 403 }, 403);
      deleted.push(...tweets.splice(at, 1));
      return json({ data: { deleted: true } });
    }
    const timeline = /^GET \/2\/users\/([^/]+)\/tweets$/.exec(route);
    if (timeline) {
      const mine = tweets
        .filter((t) => t.author === timeline[1])
        .reverse()
        .slice(0, 20);
      return json({
        data: mine.map((t) => ({ id: t.id, text: t.text })),
        meta: { result_count: mine.length },
      });
    }
    return undefined;
  });

  async function media(form: FormData): Promise<Response> {
    const command = form.get('command');
    if (command === 'INIT') {
      const total = Number(form.get('total_bytes'));
      if (!String(form.get('media_type')).startsWith('image/') || !(total > 0))
        return json({ title: 'Invalid Request', status: 400 }, 400);
      const id = newId(8);
      uploads.set(id, { id, total, chunks: new Map(), finalized: false });
      return json({ data: { id, media_key: `3_${id}`, expires_after_secs: 86400 } }, 202);
    }
    const upload = uploads.get(String(form.get('media_id')));
    if (!upload) return json({ title: 'Invalid Request', detail: 'unknown media_id', status: 400 }, 400);
    if (command === 'APPEND') {
      const chunk = form.get('media');
      if (!(chunk instanceof Blob)) return json({ title: 'Invalid Request', status: 400 }, 400);
      upload.chunks.set(Number(form.get('segment_index')), Buffer.from(await chunk.arrayBuffer()));
      return new Response(null, { status: 204 });
    }
    if (command === 'FINALIZE') {
      const bytes = [...upload.chunks.values()].reduce((n, c) => n + c.length, 0);
      if (bytes !== upload.total)
        return json({ title: 'Invalid Request', detail: 'size mismatch', status: 400 }, 400);
      upload.finalized = true;
      return json({ data: { id: upload.id, media_key: `3_${upload.id}`, size: bytes } });
    }
    return json({ title: 'Invalid Request', status: 400 }, 400);
  }

  return {
    ...server,
    oauth,
    tweets,
    deleted,
    user,
    /** The environment pointing the app at this stand-in. */
    env: {
      X_CLIENT_ID: X_TEST_CLIENT.id,
      X_CLIENT_SECRET: X_TEST_CLIENT.secret,
      X_API_BASE: server.base,
      X_AUTH_BASE: server.base,
    },
  };
}
