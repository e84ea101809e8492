import twitter from 'twitter-text';
import { json, newId, serve } from './http';
import { oauthServer } from './oauth';
import { xMedia } from './x-media';

export interface Tweet {
  id: string;
  author: string;
  text: string;
  media_ids: string[];
  in_reply_to?: string;
}

export const X_TEST_CLIENT = { id: 'x-test-client', secret: 'x-test-secret' };

/**
 * A local X: OAuth 2.0 with PKCE (authorize, token, refresh, revoke), /2/users/me, POST /2/tweets,
 * the chunked media upload of photos and videos (x-media.ts), 429s with x-rate-limit-reset, and a user's recent tweets
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
  const media = xMedia();
  /** Planned 429s per route: X answers them with x-rate-limit-reset (epoch seconds), no Retry-After. */
  const rateLimits = new Map<string, number[]>();

  const server = await serve(async (req, url) => {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /i/oauth2/authorize') return oauth.authorize(url);
    if (route === 'POST /2/oauth2/token') return oauth.token(req);
    if (route === 'POST /2/oauth2/revoke') return oauth.revoke(req);
    const author = oauth.bearer(req);
    if (!author) return json({ title: 'Unauthorized', status: 401 }, 401);
    if (route === 'GET /2/users/me') return json({ data: user });
    const limited = rateLimits.get(route)?.shift();
    if (limited !== undefined)
      return json(
        { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
        429,
        {
          'x-rate-limit-limit': '50',
          'x-rate-limit-remaining': '0',
          'x-rate-limit-reset': String(Math.ceil(Date.now() / 1000) + limited),
        },
      );
    if (route === 'POST /2/media/upload') return media.post(await req.formData(), author);
    if (route === 'GET /2/media/upload') return media.status(url);
    if (route === 'POST /2/tweets') {
      const body = (await req.json()) as {
        text?: string;
        media?: { media_ids?: string[] };
        reply?: { in_reply_to_tweet_id?: string };
      };
      const mediaIds = body.media?.media_ids ?? [];
      // X counts a post's length by its weighted count, not raw characters: every URL is 23 (t.co),
      // emoji and CJK 2; twitter-text is X's own published counter.
      // https://docs.x.com/fundamentals/counting-characters
      if (!body.text || twitter.parseTweet(body.text).weightedLength > 280)
        return json({ title: 'Invalid Request', status: 400 }, 400);
      const mediaProblem = media.refusal(mediaIds, author);
      if (mediaProblem) return json({ title: 'Invalid Request', detail: mediaProblem, status: 400 }, 400);
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

  return {
    ...server,
    oauth,
    tweets,
    media,
    /** The next call of `METHOD /path` answers 429 with x-rate-limit-reset this many seconds ahead. */
    rateLimit(route: string, resetInSec: number) {
      rateLimits.set(route, [...(rateLimits.get(route) ?? []), resetInSec]);
    },
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
