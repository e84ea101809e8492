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
});
