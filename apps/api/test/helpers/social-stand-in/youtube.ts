import { createHash } from 'node:crypto';
import { json, newId, serve } from './http';
import { oauthServer } from './oauth';

/** A video the stand-in made: what arrived, to compare with what was sent. */
export interface UploadedVideo {
  id: string;
  channel: string;
  title: string;
  description: string;
  privacy: string;
  bytes: number;
  sha256: string;
}

interface Session {
  id: string;
  channel: string;
  total: number;
  metadata: { snippet?: { title?: string; description?: string }; status?: { privacyStatus?: string } };
  received: Buffer;
  video?: UploadedVideo;
}

export const YOUTUBE_TEST_CLIENT = { id: 'yt-test-client', secret: 'yt-test-secret' };

/**
 * A local Google OAuth + YouTube Data API v3, enough for Shorts:
 * - consent at /o/oauth2/v2/auth and tokens at /token (PKCE S256; `access_type=offline` gives a
 *   refresh token, https://developers.google.com/identity/protocols/oauth2/web-server), access tokens
 *   of an hour as Google's; /oauth2/v3/userinfo names the account;
 * - the resumable upload (https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol):
 *   POST /upload/youtube/v3/videos?uploadType=resumable&part=snippet,status with the metadata of
 *   https://developers.google.com/youtube/v3/docs/videos/insert answers the session URI in Location;
 *   each PUT with `Content-Range: bytes a-b/total` appends (a must be the next byte; every chunk but
 *   the last a multiple of 256 KiB) and answers 308 with `Range: bytes=0-n`, the last one 201 with the
 *   video; `Content-Range: bytes * /total` (no space in the real header) asks for the status.
 * Records every chunk (`chunks`: offset and length, in arrival order), the sessions started and the
 * videos (title, description, privacy, byte count and SHA-256 of what arrived).
 */
export async function startYouTubeStandIn() {
  const channel = { sub: `g-${newId(4)}`, name: 'Jane Agent' };
  const oauth = oauthServer({
    clientId: YOUTUBE_TEST_CLIENT.id,
    clientSecret: YOUTUBE_TEST_CLIENT.secret,
    accessTtlSec: 3600,
    refresh: true,
    userId: () => channel.sub,
  });
  const state = {
    sessions: new Map<string, Session>(),
    videos: [] as UploadedVideo[],
    chunks: [] as Array<{ session: string; offset: number; length: number }>,
    /** The authorize requests' query parameters (access_type, prompt, scope). */
    consents: [] as URLSearchParams[],
    /** Plans: keep only this many bytes of the next chunk (a 308 with a shorter Range than sent). */
    keepOfNextChunk: null as number | null,
    /** Plans: finish the upload, then answer its last chunk only after this many ms (a lost answer). */
    holdFinalAnswerMs: 0,
  };

  const server = await serve(async (req, url) => {
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /o/oauth2/v2/auth') {
      state.consents.push(url.searchParams);
      return oauth.authorize(url);
    }
    if (route === 'POST /token') return oauth.token(req);
    if (route === 'POST /revoke') return oauth.revoke(req);
    const user = oauth.bearer(req);
    if (!user) return json({ error: { code: 401, message: 'Invalid Credentials' } }, 401);
    if (route === 'GET /oauth2/v3/userinfo') return json(channel);
    if (route === 'POST /upload/youtube/v3/videos') return start(req, url, user);
    if (route === 'PUT /upload/youtube/v3/videos') return chunk(req, url);
    return undefined;
  });

  async function start(req: Request, url: URL, user: string) {
    const p = url.searchParams;
    const total = Number(req.headers.get('x-upload-content-length'));
    if (p.get('uploadType') !== 'resumable' || p.get('part') !== 'snippet,status' || !(total > 0))
      return json({ error: { code: 400, message: 'Bad Request' } }, 400);
    const metadata = (await req.json()) as Session['metadata'];
    if (!metadata.snippet?.title || (metadata.snippet.title.length ?? 0) > 100)
      return json({ error: { code: 400, message: 'invalidTitle' } }, 400);
    const id = newId(12);
    state.sessions.set(id, { id, channel: user, total, metadata, received: Buffer.alloc(0) });
    const location = new URL('/upload/youtube/v3/videos', server.base);
    location.search = `uploadType=resumable&upload_id=${id}`;
    return new Response(null, { status: 200, headers: { location: location.toString() } });
  }

  const incomplete = (s: Session) =>
    new Response(null, {
      status: 308,
      headers: s.received.length > 0 ? { range: `bytes=0-${s.received.length - 1}` } : {},
    });

  async function chunk(req: Request, url: URL) {
    const s = state.sessions.get(url.searchParams.get('upload_id') ?? '');
    if (!s) return json({ error: { code: 404, message: 'Not Found' } }, 404);
    const range = req.headers.get('content-range') ?? '';
    if (range === `bytes */${s.total}`) return s.video ? json(video(s.video), 200) : incomplete(s);
    const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    const body = Buffer.from(await req.arrayBuffer());
    if (!m || Number(m[3]) !== s.total || Number(m[2]) - Number(m[1]) + 1 !== body.length)
      return json({ error: { code: 400, message: 'Bad Content-Range' } }, 400);
    const offset = Number(m[1]);
    const last = Number(m[2]) === s.total - 1;
    if (offset !== s.received.length || (!last && body.length % 262_144 !== 0))
      return json(
        { error: { code: 400, message: 'Chunk not at the next byte or not 256 KiB-aligned' } },
        400,
      );
    const keep = state.keepOfNextChunk ?? body.length;
    state.keepOfNextChunk = null;
    state.chunks.push({ session: s.id, offset, length: keep });
    s.received = Buffer.concat([s.received, body.subarray(0, keep)]);
    if (s.received.length < s.total) return incomplete(s);
    s.video = {
      id: newId(6),
      channel: s.channel,
      title: s.metadata.snippet?.title ?? '',
      description: s.metadata.snippet?.description ?? '',
      privacy: s.metadata.status?.privacyStatus ?? 'public',
      bytes: s.received.length,
      sha256: createHash('sha256').update(s.received).digest('hex'),
    };
    state.videos.push(s.video);
    if (state.holdFinalAnswerMs > 0) {
      const hold = state.holdFinalAnswerMs;
      state.holdFinalAnswerMs = 0;
      await new Promise((r) => setTimeout(r, hold));
    }
    return json(video(s.video), 201);
  }

  const video = (v: UploadedVideo) => ({
    kind: 'youtube#video',
    id: v.id,
    snippet: { title: v.title, description: v.description, channelId: v.channel },
    status: { uploadStatus: 'uploaded', privacyStatus: v.privacy },
  });

  return {
    ...server,
    oauth,
    state,
    channel,
    /** The environment pointing the app at this stand-in. */
    env: {
      YOUTUBE_CLIENT_ID: YOUTUBE_TEST_CLIENT.id,
      YOUTUBE_CLIENT_SECRET: YOUTUBE_TEST_CLIENT.secret,
      GOOGLE_AUTH_BASE: server.base,
      GOOGLE_TOKEN_BASE: server.base,
      YOUTUBE_API_BASE: server.base,
    },
  };
}
