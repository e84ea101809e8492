import {
  PLATFORM_LIMITS,
  postCreditAddon,
  SCHEDULED_POST_PHOTO_LIMITS,
  type ScheduledPostPlatform,
  SOCIAL_MESSAGES,
  TIKTOK_CAPTION_LIMIT,
  TIKTOK_PHOTO_LIMITS,
} from '@pp/contract';
import { countCharacters, countTweet } from '@pp/posts';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest, fieldError } from '../../lib/errors';
import { xMainText } from '../social/x-client';

/**
 * Caption lengths of the Meta APIs: Instagram's 2,200 characters
 * (https://developers.facebook.com/docs/instagram-platform/content-publishing/), a Page post's 63,206.
 */
const META_TEXT_LIMITS = { instagram: 2200, facebook_page: 63_206 } as const;
/** A YouTube description: 5,000 (https://developers.google.com/youtube/v3/docs/videos#snippet.description). */
const YOUTUBE_DESCRIPTION_LIMIT = 5000;

/** A moment of slack: "now" sent from a slow form is not "in the past". */
const NOW_SLACK_MS = 60_000;

export function checkTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw fieldError('time_zone', SOCIAL_MESSAGES.badTimeZone);
  }
}

/** When to publish: now when omitted, else a moment that has not passed. */
export function publishTime(publishAt: string | undefined, now: Date): Date {
  if (!publishAt) return now;
  const at = new Date(publishAt);
  if (at.getTime() < now.getTime() - NOW_SLACK_MS) throw fieldError('publish_at', SOCIAL_MESSAGES.inPast);
  return at.getTime() < now.getTime() ? now : at;
}

/**
 * The platform's text and photo limits (X counts weighted characters, links as 23). A TikTok post
 * without a reel is a photo post, whose text is its description (4,000, not a video's 2,200).
 */
export function checkPostContent(
  platform: ScheduledPostPlatform,
  post: { text: string; photo_ids: string[]; link_in_reply: boolean; reel_id?: string | null | undefined },
): void {
  if (post.text.trim() === '') throw fieldError('text', SOCIAL_MESSAGES.emptyText);
  // A reel posted to TikTok is the video alone: photos only count for a photo post.
  const max = platform === 'tiktok' && post.reel_id ? 0 : SCHEDULED_POST_PHOTO_LIMITS[platform];
  if (post.photo_ids.length > max) throw fieldError('photo_ids', SOCIAL_MESSAGES.tooManyPhotos(max));
  if (new Set(post.photo_ids).size !== post.photo_ids.length) throw badRequest('A photo appears twice');
  const fits =
    platform === 'twitter'
      ? countTweet(xMainText(post)).valid
      : countCharacters(post.text) <=
        (platform === 'linkedin'
          ? PLATFORM_LIMITS.linkedin.text
          : platform === 'instagram' || platform === 'facebook_page'
            ? META_TEXT_LIMITS[platform]
            : platform === 'youtube'
              ? YOUTUBE_DESCRIPTION_LIMIT
              : platform === 'tiktok'
                ? post.reel_id
                  ? TIKTOK_CAPTION_LIMIT
                  : TIKTOK_PHOTO_LIMITS.description
                : PLATFORM_LIMITS.facebook_marketplace.description);
  if (!fits) throw fieldError('text', SOCIAL_MESSAGES.textTooLong);
}

/**
 * LinkedIn and X text and photo posts take a credit when published: without one left, scheduling is
 * refused now (402). Reels (already paid) and Instagram / Facebook Page photo posts take none.
 */
export function checkCreditLeft(
  user: UserRow,
  platform: ScheduledPostPlatform,
  post: { reel_id?: string | null | undefined },
): void {
  const addon = postCreditAddon(platform, post);
  if (addon && user[addon] < 1) throw new AppError(402, SOCIAL_MESSAGES.noCredits);
}
