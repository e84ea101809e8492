import type { TMediaPhoto } from '@pp/contract';

/** The id of test photo `n` (a valid UUID, distinct per n). */
export const photoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Photo `n` of a listing as the media API answers: position `n`, not marked altered, with its signed
 * address. Tests override the fields they are about.
 */
export function mediaPhoto(n: number, listingId: string, over: Partial<TMediaPhoto> = {}): TMediaPhoto {
  return {
    photo_id: photoId(n),
    listing_id: listingId,
    width: 800,
    height: 600,
    mime: 'image/jpeg',
    url: `/api/v1/media/photos/${photoId(n)}?sig=s&exp=1`,
    position: n,
    altered: false,
    source_key: null,
    created_at: '2026-11-20T10:00:00Z',
    ...over,
  };
}
