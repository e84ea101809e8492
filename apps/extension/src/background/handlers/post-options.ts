import {
  ZFacebookPagesResponseSchema,
  ZInstagramLimitResponseSchema,
  ZMediaPhotosResponseSchema,
  ZPhotoFairUseResponseSchema,
  ZTikTokCreatorInfoResponseSchema,
} from '@pp/contract';
import type { Handler } from '../handler-table';
import { typedApiCall } from '../typed-api-call';

/**
 * What the side panel reads before a post to Instagram, Facebook Pages, TikTok or YouTube
 * (issue 27): the same endpoints the web app's scheduling form calls, through the stored session.
 */

export const tiktokInfo: Handler<'accounts:tiktok-info'> = async () => ({
  info: (
    await typedApiCall({ path: '/connected-accounts/tiktok/creator-info' }, ZTikTokCreatorInfoResponseSchema)
  ).data,
});

export const facebookPages: Handler<'accounts:facebook-pages'> = async () => ({
  pages: (await typedApiCall({ path: '/connected-accounts/facebook/pages' }, ZFacebookPagesResponseSchema))
    .data.pages,
});

export const instagramLimit: Handler<'accounts:instagram-limit'> = async ({ page_id }) =>
  (
    await typedApiCall(
      { path: `/connected-accounts/facebook/instagram-limit?page_id=${encodeURIComponent(page_id)}` },
      ZInstagramLimitResponseSchema,
    )
  ).data;

export const photoFairUse: Handler<'posts:photo-fair-use'> = async () =>
  (await typedApiCall({ path: '/scheduled-posts/photo-fair-use' }, ZPhotoFairUseResponseSchema)).data;

export const mediaPhotos: Handler<'listing:media-photos'> = async ({ listing_id }) => ({
  photos: (
    await typedApiCall(
      { path: `/listings/${encodeURIComponent(listing_id)}/photos` },
      ZMediaPhotosResponseSchema,
    )
  ).data.photos,
});
