import { setTimeout as sleep } from 'node:timers/promises';
import { platformRefusedMessage, postCreditAddon, TIKTOK_MESSAGES } from '@pp/contract';
import { eq } from 'drizzle-orm';
import type { ServicesContext } from '../../app-context';
import { scheduledPosts } from '../../db/schema';
import { PermanentJobError } from '../../queue/job-queue';
import type { AccountAccess } from './account-access';
import { type PostInput, type Published, photoBytes } from './photo-bytes';
import { PlatformError } from './platform-http';
import { publicReelUrl } from './public-media-url';
import { creatorInfo, TikTokCannotPostNow, tiktokPost } from './tiktok-api';
import { failReasonInWords } from './tiktok-fail-reasons';
import { checkPhotoPost, initPhotoPost } from './tiktok-photo-post';
import { type TikTokSession, uploadChunks } from './tiktok-upload';

/**
 * TikTok through the Content Posting API. Direct Post
 * (https://developers.tiktok.com/doc/content-posting-api-reference-direct-post, scope video.publish)
 * when the operator says the app is approved for it (TIKTOK_DIRECT_POST), else the creator's inbox
 * (https://developers.tiktok.com/doc/content-posting-api-reference-upload-video, video.upload), where
 * the agent finishes the post in TikTok. The publish_id is sealed on the post's row before any byte
 * is sent: a later try asks status/fetch about it (and resumes its upload) instead of posting again.
 */

/**
 * creator_info is read before the credit is taken: a reel TikTok would refuse never uploads. A post
 * without a reel is a photo post (tiktok-photo-post.ts), held to the same privacy check.
 */
export async function prepareTikTok(ctx: ServicesContext, access: AccountAccess, post: PostInput) {
  if (!post.reel) checkPhotoPost(ctx, post);
  const tiktok = choiceOf(post);
  const info = await cannotPostInWords(creatorInfo(ctx, access));
  if (!info.privacy_level_options.includes(tiktok.privacy_level))
    throw new PermanentJobError(TIKTOK_MESSAGES.privacyNotOffered(info.privacy_level_options));
  if (!post.reel) return;
  const seconds = post.reel.duration_sec ?? 0;
  if (info.max_video_post_duration_sec > 0 && seconds > info.max_video_post_duration_sec)
    throw new PermanentJobError(TIKTOK_MESSAGES.tooLong(seconds, info.max_video_post_duration_sec));
}

/** A creator who cannot post now ends the post in our words (never retried, nothing uploaded). */
async function cannotPostInWords<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof TikTokCannotPostNow) throw new PermanentJobError(err.message, { cause: err });
    throw err;
  }
}

function choiceOf(post: PostInput) {
  if (!post.tiktok) throw new PermanentJobError(TIKTOK_MESSAGES.needsPrivacy);
  return post.tiktok;
}

function needs(post: PostInput) {
  if (!post.reel) throw new PermanentJobError(TIKTOK_MESSAGES.needsReel);
  return { reel: post.reel, tiktok: choiceOf(post) };
}

const saveSession = (ctx: ServicesContext, postId: string, session: TikTokSession | null) =>
  ctx.db
    .update(scheduledPosts)
    .set({ upload_session: session ? ctx.cipher.encrypt(JSON.stringify(session)) : null })
    .where(eq(scheduledPosts.id, postId));

const sessionOf = (ctx: ServicesContext, post: PostInput): TikTokSession | null =>
  post.uploadSession ? (JSON.parse(ctx.cipher.decrypt(post.uploadSession)) as TikTokSession) : null;

type Status = { status: string; failReason: string; postIds: string[]; uploadedBytes: number };

/** status/fetch (https://developers.tiktok.com/doc/content-posting-api-reference-get-video-status). */
async function fetchStatus(ctx: ServicesContext, access: AccountAccess, publishId: string): Promise<Status> {
  const d = await tiktokPost(
    ctx,
    access,
    '/v2/post/publish/status/fetch/',
    { publish_id: publishId },
    'status',
  );
  // The field is spelled "publicaly_available_post_id" in TikTok's answer.
  const ids = Array.isArray(d.publicaly_available_post_id) ? d.publicaly_available_post_id : [];
  return {
    status: String(d.status ?? ''),
    failReason: String(d.fail_reason ?? ''),
    postIds: ids.map(String),
    uploadedBytes: Number(d.uploaded_bytes ?? 0),
  };
}

/** A final status as the post's result; null while TikTok is still at work. */
async function outcome(ctx: ServicesContext, post: PostInput, s: TikTokSession, st: Status) {
  if (st.status === 'PUBLISH_COMPLETE') {
    const id = st.postIds[0];
    const profile = `https://www.tiktok.com/@${s.username}`;
    const kind = s.photo ? 'photo' : 'video';
    // A private post (or one still in moderation) has no public id yet: the profile is the link.
    return { id: id ?? s.publish_id, url: id ? `${profile}/${kind}/${id}` : profile } satisfies Published;
  }
  if (st.status === 'SEND_TO_USER_INBOX') {
    if (post.id && post.tiktok)
      await ctx.db
        .update(scheduledPosts)
        .set({ tiktok: { ...post.tiktok, sent_to_inbox: true } })
        .where(eq(scheduledPosts.id, post.id));
    return { id: s.publish_id, url: 'https://www.tiktok.com/' } satisfies Published;
  }
  if (st.status === 'FAILED') {
    const charged = postCreditAddon('tiktok', { reel_id: post.reel?.id }) !== null;
    throw new PermanentJobError(
      platformRefusedMessage('TikTok', failReasonInWords(st.failReason, s.photo === true), charged),
    );
  }
  return null;
}

/** Reads the status, waiting longer each time, until it is final or TIKTOK_POLL_TRIES run out. */
async function awaitOutcome(ctx: ServicesContext, access: AccountAccess, post: PostInput, s: TikTokSession) {
  let wait = ctx.env.TIKTOK_POLL_MS;
  for (let i = 0; i < ctx.env.TIKTOK_POLL_TRIES; i++) {
    const done = await outcome(ctx, post, s, await fetchStatus(ctx, access, s.publish_id));
    if (done) return done;
    await sleep(wait);
    wait = Math.min(wait * 2, 60_000);
  }
  // Still processing (moderation can take hours): re-checked later, never posted again, never "failed".
  throw new StillProcessing();
}

/**
 * The video is uploaded and TikTok is still processing it after a try's status reads. Not a refusal:
 * the post is asked about again later (scheduled-posts/recheck-later.ts).
 */
export class StillProcessing extends PlatformError {
  constructor() {
    super('TikTok: still processing', 'server');
  }
}

/** The lookup after a lost answer: the earlier try's publish_id, asked whether it is done. */
export async function findOnTikTok(ctx: ServicesContext, access: AccountAccess, post: PostInput) {
  const s = sessionOf(ctx, post);
  return s ? outcome(ctx, post, s, await fetchStatus(ctx, access, s.publish_id)) : null;
}

/**
 * video/init (direct) or inbox/video/init: PULL_FROM_URL with the reel's signed public address, or
 * FILE_UPLOAD with the chunk plan of the media transfer guide.
 */
async function init(ctx: ServicesContext, access: AccountAccess, post: PostInput, total: number) {
  const { tiktok, reel } = needs(post);
  const chunk = Math.min(ctx.env.TIKTOK_CHUNK_BYTES, total);
  const pull = ctx.env.TIKTOK_PULL_FROM_URL;
  const source_info = pull
    ? { source: 'PULL_FROM_URL', video_url: publicReelUrl(ctx, reel.id) }
    : {
        source: 'FILE_UPLOAD',
        video_size: total,
        chunk_size: chunk,
        total_chunk_count: Math.floor(total / chunk),
      };
  const direct = ctx.env.TIKTOK_DIRECT_POST;
  const body = direct
    ? {
        post_info: {
          title: post.text,
          privacy_level: tiktok.privacy_level,
          disable_comment: tiktok.disable_comment,
          disable_duet: tiktok.disable_duet,
          disable_stitch: tiktok.disable_stitch,
          // The commercial content disclosure as the agent chose it (rows from before it: none).
          brand_organic_toggle: tiktok.brand_organic_toggle === true,
          brand_content_toggle: tiktok.brand_content_toggle === true,
        },
        source_info,
      }
    : { source_info };
  const path = direct ? '/v2/post/publish/video/init/' : '/v2/post/publish/inbox/video/init/';
  const d = await cannotPostInWords(
    tiktokPost(ctx, access, path, body, direct ? 'direct post' : 'inbox upload'),
  );
  if (typeof d.publish_id !== 'string' || (!pull && typeof d.upload_url !== 'string'))
    throw new PlatformError('TikTok init: no publish_id or upload_url', 'server');
  // A pulled video has no upload_url: TikTok fetches it, and the status says when it has.
  return { publish_id: d.publish_id, upload_url: pull ? '' : String(d.upload_url), chunk, total };
}

/**
 * Posts the reel (or the photos: content/init, tiktok-photo-post.ts): init, the session sealed on the row, the chunks PUT in order, then status/fetch
 * until it is public, private or in the inbox. An earlier try's session is resumed from the bytes
 * TikTok reports, or its outcome taken as it is.
 */
export async function publishToTikTok(
  ctx: ServicesContext,
  access: AccountAccess,
  post: PostInput,
): Promise<Published> {
  if (!post.id) throw new Error('TikTok upload: a scheduled post id is needed to keep the session');
  // A photo post has nothing to send: TikTok pulls each photo from its signed address.
  const bytes = post.reel ? await photoBytes(ctx, needs(post).reel) : Buffer.alloc(0);
  let s = sessionOf(ctx, post);
  let from = 0;
  if (s) {
    const st = await fetchStatus(ctx, access, s.publish_id);
    const done = await outcome(ctx, post, s, st);
    if (done) return done;
    from = st.status === 'PROCESSING_UPLOAD' ? st.uploadedBytes : s.total;
  } else {
    const info = await cannotPostInWords(creatorInfo(ctx, access));
    const started = post.reel
      ? await init(ctx, access, post, bytes.length)
      : {
          ...(await cannotPostInWords(initPhotoPost(ctx, access, post))),
          upload_url: '',
          chunk: 0,
          total: 0,
          photo: true,
        };
    s = { ...started, username: info.username };
    await saveSession(ctx, post.id, s);
  }
  if (s.upload_url) await uploadChunks(ctx, s, bytes, from);
  return awaitOutcome(ctx, access, post, s);
}
