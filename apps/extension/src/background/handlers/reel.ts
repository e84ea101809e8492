import { REEL_LIMITS, ZMediaPhotosResponseSchema, ZReelResponseSchema } from '@pp/contract';
import { MessageError } from '../../shared/messages';
import { apiCall, errorMessage } from '../api-client';
import { downloadPhotos } from '../download-photo';
import type { Handler } from '../handler-table';

/**
 * The Reel tab's Create. The server never fetches a listing site's photos (no third-party URL
 * reaches it), so the worker, which may read them, downloads the chosen photos and uploads their
 * bytes to the saved listing (POST /media/photos), then asks for the reel with the new photo ids.
 * A photo that cannot be downloaded is left out and named in `skipped`.
 */
export const createReel: Handler<'reel:create'> = async ({ order }) => {
  const chosen = order.photos.slice(0, REEL_LIMITS.photos);
  const { photos, failed } = await downloadPhotos(chosen.map((p) => p.url));
  if (photos.length === 0) throw new MessageError('The listing photos could not be downloaded.');

  const form = new FormData();
  form.append('listing_id', order.listing_id);
  for (const p of photos) form.append('photos', new Blob([p.bytes], { type: p.type }), p.name);
  const uploaded = await apiCall({ path: '/media/photos', method: 'POST', form });
  if (!uploaded.ok) throw new MessageError(errorMessage(uploaded));
  const media = ZMediaPhotosResponseSchema.safeParse(uploaded.body);
  if (!media.success || media.data.data.photos.length !== photos.length)
    throw new MessageError('The server sent an answer this version cannot read.');

  // The upload answers the photos in the order they were sent.
  const altered = new Set(chosen.filter((p) => p.altered).map((p) => p.url));
  const created = await apiCall({
    path: '/marketing/reels',
    method: 'POST',
    body: {
      listing_id: order.listing_id,
      photos: media.data.data.photos.map((m, i) => ({
        photo_id: m.photo_id,
        ...(altered.has(photos[i]?.url ?? '') ? { altered: true } : {}),
      })),
      duration_sec: order.duration_sec,
      template: order.template,
      music: order.music,
    },
  });
  if (!created.ok) throw new MessageError(errorMessage(created));
  const reel = ZReelResponseSchema.safeParse(created.body);
  if (!reel.success) throw new MessageError('The server sent an answer this version cannot read.');
  return { reel: reel.data.data, skipped: failed };
};
