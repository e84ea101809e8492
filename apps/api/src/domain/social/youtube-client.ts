import { SOCIAL_MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { ServicesContext } from '../../app-context';
import { scheduledPosts } from '../../db/schema';
import { PermanentJobError } from '../../queue/job-queue';
import type { AccountAccess } from './account-access';
import { type PostInput, type Published, photoBytes } from './photo-bytes';
import { bodyOf, callPlatform, PlatformError, retryAfterMs } from './platform-http';

/**
 * YouTube Shorts through the Data API's resumable upload:
 * https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol (the protocol) and
 * https://developers.google.com/youtube/v3/docs/videos/insert (the metadata, scope youtube.upload).
 * The session URI is sealed on the post's row before any byte is sent, so a later try resumes the
 * same upload, and the job's lookup asks the session whether the video already exists: a second
 * video is never made for one post.
 */

const MAX_DESCRIPTION = 5000;

/**
 * YouTube's Shorts help suggests #Shorts in the title or description; the title (at most 100
 * characters) gets it when it fits, else the description.
 */
export function shortsMetadata(title: string, text: string) {
  const tagged = /#shorts\b/i;
  if (tagged.test(title) || tagged.test(text)) return { title, description: text };
  if (title.length + ' #Shorts'.length <= 100) return { title: `${title} #Shorts`, description: text };
  return { title, description: `${text}\n\n#Shorts`.slice(0, MAX_DESCRIPTION) };
}

const auth = (access: AccountAccess) => ({ authorization: `Bearer ${access.accessToken}` });

/**
 * "Step 1 - Start a resumable session": the metadata POSTed, the session URI in Location. The
 * description drops '<' and '>' (videos resource: not allowed in snippet.description).
 */
async function startSession(ctx: ServicesContext, access: AccountAccess, post: PostInput, total: number) {
  const meta = shortsMetadata(post.youtube!.title, post.text.replace(/[<>]/g, ''));
  const url = new URL('/upload/youtube/v3/videos', ctx.env.YOUTUBE_API_BASE);
  url.search = 'uploadType=resumable&part=snippet,status';
  const res = await callPlatform(
    ctx,
    url.toString(),
    {
      method: 'POST',
      headers: {
        ...auth(access),
        'content-type': 'application/json; charset=UTF-8',
        'x-upload-content-length': String(total),
        'x-upload-content-type': 'video/mp4',
      },
      body: JSON.stringify({
        snippet: {
          title: meta.title,
          description: meta.description.slice(0, MAX_DESCRIPTION),
          categoryId: '22',
        },
        // selfDeclaredMadeForKids: an estate agent's listing is not made for children (COPPA).
        status: { privacyStatus: post.youtube!.privacy, selfDeclaredMadeForKids: false },
      }),
    },
    'YouTube upload session',
  );
  const location = res.headers.get('location');
  if (!location) throw new PlatformError('YouTube upload session: no Location', 'server');
  return location;
}

/** A 308's Range header ("bytes=0-524287") as the next byte to send; no Range: nothing kept yet. */
const nextOffset = (res: Response) => {
  const m = /bytes=0-(\d+)/.exec(res.headers.get('range') ?? '');
  return m ? Number(m[1]) + 1 : 0;
};

const uploaded = async (res: Response): Promise<Published> => {
  const id = (await bodyOf(res)).id;
  if (typeof id !== 'string') throw new PlatformError('YouTube upload: video without id', 'server');
  return { id, url: `https://www.youtube.com/shorts/${id}` };
};

type SessionState = { video: Published } | { offset: number } | 'gone';

/**
 * One PUT to the session: a piece of the bytes, or (no body, `Content-Range: bytes * /total`) the
 * status query of "Step 4 - Resume an interrupted upload". Not callPlatform: its 308 ("Resume
 * Incomplete") is the protocol's "go on from here", not a refusal. 200/201 is the video; 404 or 410
 * a session that ended; 429, 401, 5xx and a lost answer mean what they mean for every platform.
 */
async function sessionPut(
  ctx: ServicesContext,
  access: AccountAccess,
  session: string,
  range: string,
  body: Buffer | undefined,
  what: string,
): Promise<SessionState> {
  let res: Response;
  try {
    res = await fetch(session, {
      method: 'PUT',
      headers: { ...auth(access), 'content-range': range, ...(body ? {} : { 'content-length': '0' }) },
      // A copy as a plain Uint8Array: fetch's BodyInit does not take Node's Buffer type.
      body: body ? new Uint8Array(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(ctx.env.SOCIAL_HTTP_TIMEOUT_MS),
    });
  } catch (err) {
    throw new PlatformError(`${what}: no answer (${(err as Error).name})`, 'timeout');
  }
  if (res.status === 308) return { offset: nextOffset(res) };
  if (res.status === 200 || res.status === 201) return { video: await uploaded(res) };
  if (res.status === 404 || res.status === 410) return 'gone';
  const message = `${what}: HTTP ${res.status} ${(await res.text().catch(() => '')).slice(0, 300)}`;
  if (res.status === 429)
    throw new PlatformError(message, 'rate_limited', retryAfterMs(res.headers.get('retry-after'), ctx.now()));
  if (res.status === 401) throw new PlatformError(message, 'unauthorized');
  throw new PlatformError(message, res.status >= 500 ? 'server' : 'rejected');
}

const querySession = (ctx: ServicesContext, access: AccountAccess, session: string, total: number) =>
  sessionPut(ctx, access, session, `bytes */${total}`, undefined, 'YouTube upload status');

const saveSession = (ctx: ServicesContext, postId: string, session: string | null) =>
  ctx.db
    .update(scheduledPosts)
    .set({ upload_session: session === null ? null : ctx.cipher.encrypt(session) })
    .where(eq(scheduledPosts.id, postId));

const reelBytes = (ctx: ServicesContext, post: PostInput) => {
  if (!post.reel) throw new PermanentJobError(SOCIAL_MESSAGES.youtubeNeedsReel);
  if (!post.youtube) throw new PermanentJobError(SOCIAL_MESSAGES.youtubeNeedsTitle);
  return photoBytes(ctx, post.reel);
};

/** The lookup after a lost answer: the earlier try's session, asked whether its video exists. */
export async function findOnYouTube(
  ctx: ServicesContext,
  access: AccountAccess,
  post: PostInput,
): Promise<Published | null> {
  if (!post.uploadSession || !post.reel) return null;
  const total = (await reelBytes(ctx, post)).length;
  const state = await querySession(ctx, access, ctx.cipher.decrypt(post.uploadSession), total);
  return state !== 'gone' && 'video' in state ? state.video : null;
}

/**
 * Uploads the reel in YOUTUBE_CHUNK_BYTES pieces (a multiple of 256 KiB), each PUT with its
 * Content-Range; a 308 names how much arrived, and the next piece starts there (it may be less than
 * sent). An earlier try's session is resumed from the offset the session reports.
 */
export async function publishToYouTube(
  ctx: ServicesContext,
  access: AccountAccess,
  post: PostInput,
): Promise<Published> {
  const bytes = await reelBytes(ctx, post);
  const total = bytes.length;
  let session = post.uploadSession ? ctx.cipher.decrypt(post.uploadSession) : null;
  let offset = 0;
  if (session) {
    const state = await querySession(ctx, access, session, total);
    if (state !== 'gone' && 'video' in state) return state.video;
    if (state === 'gone') session = null;
    else offset = state.offset;
  }
  if (!session) {
    if (!post.id) throw new Error('YouTube upload: a scheduled post id is needed to keep the session');
    session = await startSession(ctx, access, post, total);
    await saveSession(ctx, post.id, session);
  }
  for (let sent = 0; sent <= Math.ceil(total / ctx.env.YOUTUBE_CHUNK_BYTES) * 4; sent++) {
    const end = Math.min(offset + ctx.env.YOUTUBE_CHUNK_BYTES, total) - 1;
    const state = await sessionPut(
      ctx,
      access,
      session,
      `bytes ${offset}-${end}/${total}`,
      bytes.subarray(offset, end + 1),
      'YouTube upload',
    );
    if (state === 'gone') {
      // The session ended (about a week, or refused): the next try starts a new one.
      if (post.id) await saveSession(ctx, post.id, null);
      throw new PlatformError('YouTube upload: session ended', 'server');
    }
    if ('video' in state) return state.video;
    offset = state.offset;
  }
  // A session that keeps taking less than it is sent: leave it to the next try (which resumes).
  throw new PlatformError('YouTube upload: no progress', 'server');
}
