import type { ServicesContext } from '../../app-context';
import { graph, idOf } from './meta-graph';
import type { MetaAccess } from './meta-pages';
import { type PostInput, type Published, photoBytes, sameText } from './photo-bytes';
import { callPlatform, PlatformError } from './platform-http';
import { publicPhotoUrl } from './public-media-url';

/** Page posts and Page reels, always with the Page's own access token. */

const page = (access: MetaAccess) => encodeURIComponent(access.pageId);
const postUrl = (id: string) => `https://www.facebook.com/${id}`;
const reelUrl = (id: string) => `https://www.facebook.com/reel/${id}`;

/**
 * A Page reel in the three phases of https://developers.facebook.com/docs/video-api/guides/reels-publishing :
 * `upload_phase=start` answers a video id and an upload URL on rupload.facebook.com; the MP4 goes
 * there with `Authorization: OAuth <page token>`, `offset` and `file_size`; `upload_phase=finish`
 * with `video_state=PUBLISHED` and the description publishes it.
 */
async function publishReel(
  ctx: ServicesContext,
  access: MetaAccess,
  post: PostInput & { reel: { id: string; storage_key: string } },
) {
  const start = await graph(
    ctx,
    access.pageToken,
    `${page(access)}/video_reels`,
    { json: { upload_phase: 'start' } },
    'Facebook reel start',
  );
  const videoId = idOf(start, 'Facebook reel start');
  const uploadUrl = String(start.upload_url ?? '');
  // The Page token goes only to Meta's upload host, whatever the answer names.
  if (new URL(uploadUrl || 'about:blank').origin !== new URL(ctx.env.META_UPLOAD_BASE).origin)
    throw new PlatformError(`Facebook reel start: unexpected upload URL ${uploadUrl}`, 'rejected');
  const bytes = await photoBytes(ctx, post.reel);
  await callPlatform(
    ctx,
    uploadUrl,
    {
      method: 'POST',
      headers: { authorization: `OAuth ${access.pageToken}`, offset: '0', file_size: String(bytes.length) },
      body: new Uint8Array(bytes),
    },
    'Facebook reel upload',
  );
  await graph(
    ctx,
    access.pageToken,
    `${page(access)}/video_reels`,
    { json: { upload_phase: 'finish', video_id: videoId, video_state: 'PUBLISHED', description: post.text } },
    'Facebook reel finish',
  );
  return { id: videoId, url: reelUrl(videoId) };
}

/**
 * A Page post (https://developers.facebook.com/docs/pages-api/posts): each photo uploaded
 * unpublished (POST /{page-id}/photos, published=false; Meta fetches it by its signed URL), in order,
 * then one POST /{page-id}/feed with the message and attached_media naming them.
 */
export async function publishToFacebookPage(
  ctx: ServicesContext,
  access: MetaAccess,
  post: PostInput,
): Promise<Published> {
  if (post.reel) return publishReel(ctx, access, { ...post, reel: post.reel });
  const media: string[] = [];
  for (const photo of post.photos)
    media.push(
      idOf(
        await graph(
          ctx,
          access.pageToken,
          `${page(access)}/photos`,
          { json: { url: publicPhotoUrl(ctx, photo.id), published: false } },
          'Facebook photo',
        ),
        'Facebook photo',
      ),
    );
  const body = await graph(
    ctx,
    access.pageToken,
    `${page(access)}/feed`,
    {
      json: {
        message: post.text,
        ...(media.length > 0 ? { attached_media: media.map((id) => ({ media_fbid: id })) } : {}),
      },
    },
    'Facebook post',
  );
  const id = idOf(body, 'Facebook post');
  return { id, url: postUrl(id) };
}

/** The Page's recent post (or reel) with this text, if an earlier try made it before its answer was lost. */
export async function findOnFacebookPage(
  ctx: ServicesContext,
  access: MetaAccess,
  post: PostInput,
): Promise<Published | null> {
  const path = post.reel ? 'video_reels?fields=id,description&limit=20' : 'feed?fields=id,message&limit=20';
  const body = await graph(ctx, access.pageToken, `${page(access)}/${path}`, {}, 'Facebook lookup');
  const items = (body.data ?? []) as Array<{ id: string; message?: string; description?: string }>;
  const hit = items.find((p) => sameText(p.message ?? p.description ?? '', post.text));
  if (!hit) return null;
  return { id: hit.id, url: post.reel ? reelUrl(hit.id) : postUrl(hit.id) };
}
