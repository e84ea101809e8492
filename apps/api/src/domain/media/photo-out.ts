import type { TMediaPhoto } from '@pp/contract';
import type { mediaPhotos } from '../../db/schema';
import type { MediaSigner } from '../../media/signed-url';

type PhotoRow = typeof mediaPhotos.$inferSelect;

export const photoSubject = (photoId: string) => `photo:${photoId}`;

/** An uploaded photo as the API answers it, with a signed address for <img>. */
export const photoOut = (row: PhotoRow, signer: MediaSigner, now: Date): TMediaPhoto => ({
  photo_id: row.id,
  listing_id: row.listing_id,
  width: row.width,
  height: row.height,
  mime: row.mime,
  url: `/api/v1/media/photos/${row.id}?${signer.query(photoSubject(row.id), now)}`,
  position: row.position,
  altered: row.altered,
  source_key: row.source_key,
  created_at: row.created_at.toISOString(),
  // The unaltered original kept beside an altered photo (California B&P Code §10140.8).
  original: row.original_id
    ? {
        photo_id: row.original_id,
        url: `/api/v1/media/photos/${row.original_id}?${signer.query(photoSubject(row.original_id), now)}`,
      }
    : null,
});
