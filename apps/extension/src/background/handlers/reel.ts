import { REEL_LIMITS, ZReelResponseSchema } from '@pp/contract';
import { MessageError } from '../../common/messages';
import { apiCall, errorMessage } from '../api-client';
import type { Handler } from '../handler-table';
import { ensureListingPhotos } from '../listing-photos';

/**
 * The Reel tab's Create. The server never fetches a listing site's photos (no third-party URL
 * reaches it), so the worker, which may read them, downloads the chosen photos the saved listing
 * does not have yet and uploads their bytes (POST /media/photos), then asks for the reel with the
 * photo ids. A photo that cannot be downloaded is left out and named in `skipped`.
 */
export const createReel: Handler<'reel:create'> = async ({ order }) => {
  const chosen = order.photos.slice(0, REEL_LIMITS.photos);
  const { photos, failed } = await ensureListingPhotos(
    order.listing_id,
    chosen.map((p) => p.url),
  );
  // A photo chosen twice plays once (the API takes each photo once per reel).
  const seen = new Set<string>();
  const playing = chosen.flatMap((p) => {
    const photo = photos.get(p.url);
    if (!photo || seen.has(photo.photo_id)) return [];
    seen.add(photo.photo_id);
    return [
      {
        photo_id: photo.photo_id,
        ...(p.altered ? { altered: true } : {}),
        ...(p.fit ? { framing: 'fit' as const } : {}),
      },
    ];
  });
  if (playing.length === 0) throw new MessageError('The listing photos could not be downloaded.');

  const created = await apiCall({
    path: '/marketing/reels',
    method: 'POST',
    body: {
      listing_id: order.listing_id,
      photos: playing,
      duration_sec: order.duration_sec,
      template: order.template,
      ...(order.style ? { style: order.style } : {}),
      music: order.music,
      ...(order.music && order.track ? { track: order.track } : {}),
      ...(order.captions ? { captions: true, caption_text: order.caption_text } : {}),
      ...(order.sizes?.length ? { sizes: order.sizes } : {}),
    },
  });
  if (!created.ok) throw new MessageError(errorMessage(created));
  const reel = ZReelResponseSchema.safeParse(created.body);
  if (!reel.success) throw new MessageError('The server sent an answer this version cannot read.');
  return { reel: reel.data.data, skipped: failed };
};
