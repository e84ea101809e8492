import { TIKTOK_MESSAGES, TIKTOK_PHOTO_LIMITS } from '@pp/contract';
import type { ServicesContext } from '../../app-context';
import { PermanentJobError } from '../../queue/job-queue';
import type { AccountAccess } from './account-access';
import type { PostInput } from './photo-bytes';
import { PlatformError } from './platform-http';
import { publicPhotoUrl } from './public-media-url';
import { tiktokPost } from './tiktok-api';

/**
 * A TikTok photo post (https://developers.tiktok.com/doc/content-posting-api-reference-photo-post):
 * POST /v2/post/publish/content/init/ with media_type PHOTO. Photos come only by PULL_FROM_URL
 * (https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide), from a domain or URL
 * prefix verified for the app, so each photo is handed as its signed, hour-long public address (as
 * Instagram's carousel items are: public-media-url.ts) and TikTok fetches it. The answer is a
 * publish_id, followed by status/fetch exactly as for a video (tiktok-client.ts).
 */

/** A photo post's own refusals, before TikTok is asked: never tried again. */
export function checkPhotoPost(ctx: ServicesContext, post: PostInput): void {
  if (!ctx.env.TIKTOK_PULL_FROM_URL) throw new PermanentJobError(TIKTOK_MESSAGES.photosNotConfigured);
  if (post.photos.length === 0) throw new PermanentJobError(TIKTOK_MESSAGES.needsMedia);
  if (post.photos.length > TIKTOK_PHOTO_LIMITS.photos)
    throw new PermanentJobError(`At most ${TIKTOK_PHOTO_LIMITS.photos} photos for a TikTok photo post`);
}

/**
 * content/init. Direct Post (the app audited for it, TIKTOK_DIRECT_POST) publishes with the
 * agent's privacy level, interaction and disclosure choices; otherwise post_mode MEDIA_UPLOAD sends
 * the photos to the creator's inbox, where the agent finishes the post in TikTok.
 */
export async function initPhotoPost(
  ctx: ServicesContext,
  access: AccountAccess,
  post: PostInput,
): Promise<{ publish_id: string }> {
  checkPhotoPost(ctx, post);
  const tiktok = post.tiktok;
  if (!tiktok) throw new PermanentJobError(TIKTOK_MESSAGES.needsPhotoPrivacy);
  const direct = ctx.env.TIKTOK_DIRECT_POST;
  const body = {
    post_info: {
      // The post's text is the description (4,000); the title (90) is optional and left out.
      description: post.text,
      ...(direct
        ? {
            privacy_level: tiktok.privacy_level,
            disable_comment: tiktok.disable_comment,
            // No music is added that the agent did not choose.
            auto_add_music: false,
            brand_organic_toggle: tiktok.brand_organic_toggle === true,
            brand_content_toggle: tiktok.brand_content_toggle === true,
          }
        : {}),
    },
    source_info: {
      source: 'PULL_FROM_URL',
      // The first photo chosen is the cover, as on the other platforms.
      photo_cover_index: 0,
      photo_images: post.photos.map((p) => publicPhotoUrl(ctx, p.id)),
    },
    post_mode: direct ? 'DIRECT_POST' : 'MEDIA_UPLOAD',
    media_type: 'PHOTO',
  };
  const d = await tiktokPost(
    ctx,
    access,
    '/v2/post/publish/content/init/',
    body,
    direct ? 'photo post' : 'photo upload',
  );
  if (typeof d.publish_id !== 'string') throw new PlatformError('TikTok photo init: no publish_id', 'server');
  return { publish_id: d.publish_id };
}
