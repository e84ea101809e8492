import { REEL_LIMITS } from '@pp/contract';
import { largerPhotoUrls } from '@pp/listing/photo-variants';

export interface DownloadedPhoto {
  url: string;
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The largest photo passed on: Marketplace and the reel upload both stop at 15 MB. */
const MAX_PHOTO_BYTES = REEL_LIMITS.photoBytes;

/**
 * One listing photo's bytes, in the largest rendition its site serves (the page often shows a
 * 960 px one: @pp/listing's largerPhotoUrls names the larger ones, with sources), falling back
 * rendition by rendition to the address as given. `url` stays the page's address: it is the
 * photo's identity (source key). The listing sites' photo hosts do not let other pages read their
 * images, but the worker has host permission for them.
 */
export async function downloadPhoto(url: string, index: number): Promise<DownloadedPhoto> {
  const candidates = largerPhotoUrls(url);
  for (const candidate of candidates.slice(0, -1)) {
    try {
      return await downloadFrom(candidate, url, index);
    } catch {
      // Not served in that rendition (or not an image): try the next one.
    }
  }
  return downloadFrom(url, url, index);
}

async function downloadFrom(from: string, url: string, index: number): Promise<DownloadedPhoto> {
  const res = await fetch(from, { credentials: 'omit' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const type = res.headers.get('content-type')?.split(';')[0] ?? 'image/jpeg';
  if (!type.startsWith('image/')) throw new Error(`not an image (${type})`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > MAX_PHOTO_BYTES) throw new Error('too large');
  const ext = type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'jpg';
  return { url, name: `photo-${String(index + 1).padStart(2, '0')}.${ext}`, type, bytes };
}

/** Every photo that could be downloaded, in order, and the addresses that could not. */
export async function downloadPhotos(urls: string[]) {
  const settled = await Promise.allSettled(urls.map(downloadPhoto));
  const photos: DownloadedPhoto[] = [];
  const failed: string[] = [];
  settled.forEach((r, i) => {
    if (r.status === 'fulfilled') photos.push(r.value);
    else failed.push(urls[i] ?? '');
  });
  return { photos, failed };
}
