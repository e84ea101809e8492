import {
  POST_CREDIT_MESSAGES,
  SCHEDULED_POST_PHOTO_LIMITS,
  SOCIAL_MESSAGES,
  type TCreateScheduledPostRequest,
  type TMediaPhoto,
  type TPhotoFairUse,
} from '@pp/contract';

/**
 * Instagram and Facebook Page photo posts from a draft tab (issue 27): included in plans (no
 * credit), held to the daily fair-use limit, carrying the listing's uploaded photos.
 */

export type PhotoPlatform = 'instagram' | 'facebook_page';

/** The most photos one post to both takes: a carousel holds up to 10, as does a Page post. */
export const PHOTO_POST_MAX = Math.min(
  SCHEDULED_POST_PHOTO_LIMITS.instagram,
  SCHEDULED_POST_PHOTO_LIMITS.facebook_page,
);

/** The cover and the next photos, up to the limit, in the listing's order. */
export const defaultPhotoIds = (photos: TMediaPhoto[]) =>
  [...photos]
    .sort((a, b) => a.position - b.position)
    .slice(0, PHOTO_POST_MAX)
    .map((p) => p.photo_id);

/** The fair-use count as the agent reads it before posting. */
export function fairUseLine(fairUse: TPhotoFairUse): string {
  if (fairUse.used >= fairUse.limit) return POST_CREDIT_MESSAGES.fairUseReached(fairUse.limit);
  return `Included in your plan, no credit: ${fairUse.used} of ${fairUse.limit} Instagram, Facebook Page and TikTok photo posts used in the last 24 hours.`;
}

/** Why the posts cannot go yet, or null. A post scheduled for later may wait out the limit. */
export function photoPostBlocker(
  platforms: PhotoPlatform[],
  photoIds: string[],
  fairUse: TPhotoFairUse | null,
  now: boolean,
): string | null {
  if (platforms.length === 0) return 'Choose Instagram or your Facebook Page.';
  if (photoIds.length === 0) return SOCIAL_MESSAGES.instagramNeedsMedia;
  if (photoIds.length > PHOTO_POST_MAX) return SOCIAL_MESSAGES.tooManyPhotos(PHOTO_POST_MAX);
  if (now && fairUse && fairUse.used + platforms.length > fairUse.limit)
    return POST_CREDIT_MESSAGES.fairUseReached(fairUse.limit);
  return null;
}

export function photoPostRequests(
  platforms: PhotoPlatform[],
  ctx: {
    listingId: string;
    text: string;
    photoIds: string[];
    publishAt: string | null;
    timeZone: string;
    /** The Page chosen for these posts (empty: the connection's own). */
    pageId?: string;
  },
): TCreateScheduledPostRequest[] {
  return platforms.map((platform) => ({
    listing_id: ctx.listingId,
    platform,
    text: ctx.text,
    photo_ids: ctx.photoIds,
    time_zone: ctx.timeZone,
    ...(ctx.publishAt ? { publish_at: ctx.publishAt } : {}),
    ...(ctx.pageId ? { page_id: ctx.pageId } : {}),
  }));
}

/** What the draft tab hands each photo post card (Instagram/Facebook Page, TikTok). */
export interface PhotoPostProps {
  listingId: string;
  /** The draft tab's text, the post's caption. */
  text: string;
  /**
   * Why nothing may be posted yet: the price, status or address read from the page wait for the
   * agent's confirmation (issue 25), and photo posts carry the draft's text.
   */
  heldBy?: string | null;
}
