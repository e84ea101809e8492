import type { TMediaPhoto } from '@pp/contract';
import sharp from 'sharp';
import type { App } from '../../src/app';
import type { TestAccount } from './accounts';

/** A real JPEG of one colour, as a phone camera would give (only smaller). */
export const jpegPhoto = (width: number, height: number, colour = '#6b8fb3') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Uploads photos for a listing the way the agent's browser does (POST /api/v1/media/photos). */
export async function uploadListingPhotos(
  app: App,
  account: TestAccount,
  listingId: string,
  photos: Buffer[],
): Promise<TMediaPhoto[]> {
  const boundary = `----pp${Math.random().toString(16).slice(2)}`;
  const parts = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="listing_id"\r\n\r\n${listingId}\r\n`),
    ...photos.flatMap((data, i) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="photo-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/media/photos',
    headers: { ...account.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
  if (res.statusCode !== 201) throw new Error(`photo upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.photos as TMediaPhoto[];
}
