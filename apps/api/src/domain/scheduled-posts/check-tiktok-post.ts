import { TIKTOK_MESSAGES, TIKTOK_PHOTO_MIMES, type TTikTokPost } from '@pp/contract';
import type { AppContext } from '../../app-context';
import { fieldError } from '../../lib/errors';
import { getOwnPhotos } from '../media/find-photos';
import { readCreatorInfo } from '../social/tiktok-api';

/**
 * A TikTok post checked against the creator's options when it is scheduled
 * (https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info): the privacy
 * level must be one the account offers, and the reel no longer than the account may post. Both are
 * checked again before the upload, as the options may change by then.
 */
export async function checkTikTokPost(
  ctx: AppContext,
  userId: string,
  choice: TTikTokPost,
  reelSeconds: number,
): Promise<void> {
  const info = await readCreatorInfo(ctx, userId);
  if (!info.privacy_level_options.includes(choice.privacy_level))
    throw fieldError('tiktok.privacy_level', TIKTOK_MESSAGES.privacyNotOffered(info.privacy_level_options));
  const max = info.max_video_post_duration_sec;
  if (max > 0 && reelSeconds > max) throw fieldError('reel_id', TIKTOK_MESSAGES.tooLong(reelSeconds, max));
}

/**
 * A TikTok photo post (https://developers.tiktok.com/doc/content-posting-api-reference-photo-post),
 * refused in words before anything is written: photos need this server's media address verified
 * with TikTok (PULL_FROM_URL is the only source for photos:
 * https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide), at least one photo
 * (the most, 35, is checkPostContent's), each JPEG or WEBP, and a privacy level the account offers.
 */
export async function checkTikTokPhotoPost(
  ctx: AppContext,
  userId: string,
  choice: TTikTokPost,
  photoIds: string[],
): Promise<void> {
  if (!ctx.env.TIKTOK_PULL_FROM_URL) throw fieldError('photo_ids', TIKTOK_MESSAGES.photosNotConfigured);
  if (photoIds.length === 0) throw fieldError('photo_ids', TIKTOK_MESSAGES.needsMedia);
  const photos = await getOwnPhotos(ctx.db, userId, photoIds);
  const mimes = new Map(photos.map((p) => [p.id, p.mime]));
  const other = photoIds.flatMap((id, i) =>
    (TIKTOK_PHOTO_MIMES as readonly string[]).includes(mimes.get(id) ?? '') ? [] : [i + 1],
  );
  if (other.length > 0) throw fieldError('photo_ids', TIKTOK_MESSAGES.photoFormat(other));
  const info = await readCreatorInfo(ctx, userId);
  if (!info.privacy_level_options.includes(choice.privacy_level))
    throw fieldError('tiktok.privacy_level', TIKTOK_MESSAGES.privacyNotOffered(info.privacy_level_options));
}
