import {
  POST_CREDIT_MESSAGES,
  SOCIAL_MESSAGES,
  type TCreateScheduledPostRequest,
  TIKTOK_MESSAGES,
  TIKTOK_PHOTO_LIMITS,
  TIKTOK_PHOTO_MIMES,
  type TMediaPhoto,
  type TPhotoFairUse,
  type TTikTokCreatorInfo,
} from '@pp/contract';
import { countCharacters } from '@pp/posts';
import { PHOTO_POST_MAX } from './photo-post-state';
import { disclosureRules, missingOptions, type ReelPublishChoice } from './reel-publish-state';

/**
 * A TikTok photo post from a draft tab (issue 27,
 * https://developers.tiktok.com/doc/content-posting-api-reference-photo-post): the tab's text as the
 * description (at most 4,000), 1 to 35 of the listing's photos as JPEG or WEBP, who can watch from
 * the account's creator_info (none chosen to start with), comments (the only interaction a photo post
 * has), and the commercial content disclosure (content sharing guidelines:
 * https://developers.tiktok.com/doc/content-sharing-guidelines). Included in plans under the photo
 * fair use shared with Instagram and Facebook Pages. The server checks the same again (check-tiktok-post.ts).
 */

/** TikTok takes photos as JPEG or WEBP only. */
export const tiktokTakes = (photo: Pick<TMediaPhoto, 'mime'>) =>
  (TIKTOK_PHOTO_MIMES as readonly string[]).includes(photo.mime);

/** The cover and the next photos TikTok takes, in the listing's order, as many as the Meta card starts with. */
export const defaultTikTokPhotoIds = (photos: TMediaPhoto[]) =>
  [...photos]
    .sort((a, b) => a.position - b.position)
    .filter(tiktokTakes)
    .slice(0, PHOTO_POST_MAX)
    .map((p) => p.photo_id);

/** Why the photo post cannot go yet, in the words shown above the button; null when it can. */
export function tiktokPhotoBlocker(ctx: {
  info: TTikTokCreatorInfo | null;
  choice: ReelPublishChoice;
  photos: TMediaPhoto[];
  photoIds: string[];
  text: string;
  fairUse: TPhotoFairUse | null;
  now: boolean;
}): string | null {
  const { info, photoIds } = ctx;
  if (info && info.photo_posts !== true) return TIKTOK_MESSAGES.photosNotConfigured;
  if (photoIds.length === 0) return TIKTOK_MESSAGES.needsMedia;
  if (photoIds.length > TIKTOK_PHOTO_LIMITS.photos)
    return SOCIAL_MESSAGES.tooManyPhotos(TIKTOK_PHOTO_LIMITS.photos);
  const mime = new Map(ctx.photos.map((p) => [p.photo_id, p.mime]));
  const other = photoIds.flatMap((id, i) => (tiktokTakes({ mime: mime.get(id) ?? '' }) ? [] : [i + 1]));
  if (other.length > 0) return TIKTOK_MESSAGES.photoFormat(other);
  if (ctx.text.trim() === '') return SOCIAL_MESSAGES.emptyText;
  if (countCharacters(ctx.text) > TIKTOK_PHOTO_LIMITS.description) return SOCIAL_MESSAGES.textTooLong;
  // Reading the account, who can view, and the disclosure: the reel card's rules (no reel length here).
  const need = missingOptions(
    { ...ctx.choice, platforms: ['tiktok'] },
    { tiktok: info, reelSeconds: 0, tiktokKind: 'photos' },
  ).tiktok;
  if (need) return need;
  if (ctx.now && ctx.fairUse && ctx.fairUse.used >= ctx.fairUse.limit)
    return POST_CREDIT_MESSAGES.fairUseReached(ctx.fairUse.limit);
  return null;
}

/**
 * The request: the photos in the order chosen and no reel (a TikTok post without a reel is a photo
 * post). Comments only as the agent turned them on, and off when the account turned them off; Duet and
 * Stitch do not exist for photos and go as off.
 */
export function tiktokPhotoRequest(
  choice: ReelPublishChoice,
  ctx: {
    listingId: string;
    text: string;
    photoIds: string[];
    publishAt: string | null;
    timeZone: string;
    info: TTikTokCreatorInfo | null;
  },
): TCreateScheduledPostRequest {
  if (!choice.tiktokPrivacy) throw new Error(TIKTOK_MESSAGES.needsPhotoPrivacy);
  return {
    listing_id: ctx.listingId,
    platform: 'tiktok',
    text: ctx.text,
    photo_ids: ctx.photoIds,
    time_zone: ctx.timeZone,
    ...(ctx.publishAt ? { publish_at: ctx.publishAt } : {}),
    tiktok: {
      privacy_level: choice.tiktokPrivacy,
      disable_comment: !choice.tiktokAllow.comment || ctx.info?.comment_disabled === true,
      disable_duet: true,
      disable_stitch: true,
      ...disclosureRules(choice, 'photos').toggles,
    },
  };
}
