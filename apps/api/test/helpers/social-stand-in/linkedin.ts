import { createHash } from 'node:crypto';
import { json, newId, serve } from './http';
import { linkedInVideos } from './linkedin-videos';
import { oauthServer } from './oauth';

export interface LinkedInPost {
  id: string;
  author: string;
  commentary: string;
  images: string[];
  /** The video URN of a video post. */
  video?: string;
  version: string;
  /** Each commentary the post had before a partial update, oldest first. */
  edits: string[];
}

export const LINKEDIN_TEST_CLIENT = { id: 'li-test-client', secret: 'li-test-secret' };

/**
 * A local LinkedIn: OAuth 2.0 (authorize, token; no refresh tokens for members, 60-day access),
 * OpenID userinfo, the Posts API (/rest/posts: needs LinkedIn-Version and
 * X-Restli-Protocol-Version, answers the post URN in x-restli-id, lists an author's posts for the
 * lookup before a retry), its partial update of a post's commentary ("Update Posts":
 * `POST /rest/posts/{encoded URN}` with `X-RestLi-Method: PARTIAL_UPDATE` and
 * `{ patch: { $set: { commentary } } }`, answering 204, only for the author's own post:
 * https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api) and
 * image uploads (initializeUpload, then PUT to the upload URL), the Videos API (linkedin-videos.ts)
 * and 429 throttles. A post's images are the author's own uploads: one as `content.media`, or 2 to 20
 * as `content.multiImage` ("MultiImage ... supports between 2 and 20 images":
 * https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/multiimage-post-api),
 * each PUT before the post is made.
 */
export async function startLinkedInStandIn(options: { videoPartBytes?: number } = {}) {
  const member = { sub: `li-${newId(4)}`, name: 'Jane Agent', email: 'jane@example.com' };
  const oauth = oauthServer({
    clientId: LINKEDIN_TEST_CLIENT.id,
    clientSecret: LINKEDIN_TEST_CLIENT.secret,
    accessTtlSec: 60 * 86400,
    refresh: false,
    userId: () => member.sub,
  });
  const posts: LinkedInPost[] = [];
  const images = new Map<string, { owner: string; bytes: number; sha256?: string }>();
  const videos = linkedInVideos({ partBytes: options.videoPartBytes ?? 4 * 1024 * 1024 });
  /** Planned throttles per route: LinkedIn answers 429 (no Retry-After) when a limit is reached. */
  const throttles = new Map<string, number>();
  let base = '';

  const versioned = (req: Request) =>
    /^20\d{4}$/.test(req.headers.get('linkedin-version') ?? '') &&
    req.headers.get('x-restli-protocol-version') === '2.0.0';

  const server = await serve(async (req, url) => {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /oauth/v2/authorization') return oauth.authorize(url);
    if (route === 'POST /oauth/v2/accessToken') return oauth.token(req);
    const upload = /^PUT \/upload\/([^/]+)$/.exec(route);
    if (upload) {
      const image = images.get(`urn:li:image:${upload[1]}`);
      if (!image) return json({ message: 'unknown upload' }, 404);
      const bytes = Buffer.from(await req.arrayBuffer());
      image.bytes = bytes.length;
      image.sha256 = createHash('sha256').update(bytes).digest('hex');
      return new Response(null, { status: 201 });
    }
    const part = /^PUT \/video-upload\/([^/]+)\/(\d+)$/.exec(route);
    if (part) return videos.putPart(part[1]!, Number(part[2]), req);
    const throttled = throttles.get(route) ?? 0;
    if (throttled > 0) {
      throttles.set(route, throttled - 1);
      return json(
        {
          status: 429,
          serviceErrorCode: 101,
          code: 'TOO_MANY_REQUESTS',
          message: 'Resource level throttle APPLICATION DAY limit reached',
        },
        429,
      );
    }
    const author = oauth.bearer(req);
    if (!author) return json({ serviceErrorCode: 65600, message: 'Invalid access token', status: 401 }, 401);
    if (route === 'GET /v2/userinfo') return json({ ...member, email_verified: true, locale: 'en_US' });
    if (url.pathname.startsWith('/rest/') && !versioned(req))
      return json(
        { message: 'A valid LinkedIn-Version and X-Restli-Protocol-Version are required', status: 426 },
        426,
      );
    if (route === 'POST /rest/images' && url.searchParams.get('action') === 'initializeUpload') {
      const body = (await req.json()) as { initializeUploadRequest?: { owner?: string } };
      if (body.initializeUploadRequest?.owner !== `urn:li:person:${author}`)
        return json({ message: 'owner must be the member', status: 403 }, 403);
      const id = newId(8);
      images.set(`urn:li:image:${id}`, { owner: author, bytes: 0 });
      return json({
        value: {
          uploadUrl: `${base}/upload/${id}`,
          uploadUrlExpiresAt: Date.now() + 3600_000,
          image: `urn:li:image:${id}`,
        },
      });
    }
    if (route === 'POST /rest/videos' && url.searchParams.get('action') === 'initializeUpload')
      return videos.initialize(await req.json(), author, base);
    if (route === 'POST /rest/videos' && url.searchParams.get('action') === 'finalizeUpload')
      return videos.finalize(await req.json(), author);
    const video = /^GET \/rest\/videos\/([^/]+)$/.exec(route);
    if (video) return videos.get(decodeURIComponent(video[1]!), author);
    if (route === 'POST /rest/posts') {
      const body = (await req.json()) as {
        author?: string;
        commentary?: string;
        lifecycleState?: string;
        content?: { media?: { id: string }; multiImage?: { images: Array<{ id: string }> } };
      };
      const multi = body.content?.multiImage?.images;
      const ids = body.content?.media ? [body.content.media.id] : (multi ?? []).map((i) => i.id);
      if (multi && (multi.length < 2 || multi.length > 20 || new Set(ids).size !== ids.length))
        return json({ message: 'multiImage takes 2 to 20 distinct images', status: 422 }, 422);
      if (
        body.author !== `urn:li:person:${author}` ||
        !body.commentary ||
        body.lifecycleState !== 'PUBLISHED' ||
        ids.some((id) =>
          id.startsWith('urn:li:video:')
            ? videos.videos.get(id)?.status !== 'AVAILABLE'
            : !images.get(id)?.bytes || images.get(id)?.owner !== author,
        )
      )
        return json({ message: 'invalid post', status: 422 }, 422);
      const post = {
        id: `urn:li:share:${newId(8)}`,
        author,
        commentary: body.commentary,
        images: ids.filter((id) => !id.startsWith('urn:li:video:')),
        video: ids.find((id) => id.startsWith('urn:li:video:')),
        version: req.headers.get('linkedin-version')!,
        edits: [],
      };
      posts.push(post);
      return new Response(null, { status: 201, headers: { 'x-restli-id': post.id } });
    }
    const update = /^POST \/rest\/posts\/([^/]+)$/.exec(route);
    if (update) {
      const post = posts.find((p) => p.id === decodeURIComponent(update[1]!));
      if (!post) return json({ message: 'Not found', status: 404 }, 404);
      if (post.author !== author) return json({ message: 'Not the author', status: 403 }, 403);
      const body = (await req.json()) as { patch?: { $set?: { commentary?: unknown } } };
      const commentary = body.patch?.$set?.commentary;
      if (
        req.headers.get('x-restli-method') !== 'PARTIAL_UPDATE' ||
        typeof commentary !== 'string' ||
        !commentary
      )
        return json({ message: 'invalid partial update', status: 400 }, 400);
      post.edits.push(post.commentary);
      post.commentary = commentary;
      return new Response(null, { status: 204 });
    }
    if (route === 'GET /rest/posts' && url.searchParams.get('q') === 'author') {
      const mine = posts
        .filter((p) => `urn:li:person:${p.author}` === url.searchParams.get('author'))
        .reverse();
      return json({ elements: mine.map((p) => ({ id: p.id, commentary: p.commentary })) });
    }
    return undefined;
  });
  base = server.base;

  return {
    ...server,
    oauth,
    posts,
    member,
    videos,
    /** The uploaded bytes' SHA-256 of each image URN, in the order given (what a test compares). */
    shas: (urns: string[]) => urns.map((urn) => images.get(urn)?.sha256 ?? null),
    /** The next `count` calls of `METHOD /path` answer 429, as LinkedIn's throttles do. */
    throttle(route: string, count = 1) {
      throttles.set(route, (throttles.get(route) ?? 0) + count);
    },
    env: {
      LINKEDIN_CLIENT_ID: LINKEDIN_TEST_CLIENT.id,
      LINKEDIN_CLIENT_SECRET: LINKEDIN_TEST_CLIENT.secret,
      LINKEDIN_API_BASE: server.base,
      LINKEDIN_AUTH_BASE: server.base,
    },
  };
}
