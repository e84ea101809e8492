import { REEL_LIMITS, type TMediaPhoto, ZMediaPhotosResponseSchema } from '@pp/contract';
import { MessageError } from '../common/messages';
import { apiCall, errorMessage } from './api-client';
import { downloadPhotos } from './download-photo';

/**
 * The photos a save sends along: the first 20 of the listing, one upload request (the API takes 20
 * files of 15 MB each). The property page shows them; more would slow the save and the page.
 */
export const LISTING_PHOTO_CAP = REEL_LIMITS.photos;

/**
 * The key the API keeps for a listing site's photo: the SHA-256 of its address, so the extension
 * can tell which photos the listing already has while the address itself never reaches the server.
 */
export async function photoSourceKey(url: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(url));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface EnsuredPhotos {
  /** The listing's photo for each address it now has, whether uploaded now or before. */
  photos: Map<string, TMediaPhoto>;
  /** How many were uploaded by this call. */
  uploaded: number;
  /** Addresses that could not be downloaded. */
  failed: string[];
}

const unreadable = () => new MessageError('The server sent an answer this version cannot read.');

/**
 * Makes sure the saved listing has these photos: asks which it has (by source key), downloads only
 * the others and uploads them in one request, in the given order (the API puts them after the
 * photos already there). Throws a MessageError when the API refuses or cannot be reached.
 */
export async function ensureListingPhotos(listingId: string, urls: string[]): Promise<EnsuredPhotos> {
  const wanted = [...new Set(urls)].slice(0, REEL_LIMITS.photos);
  const keys = await Promise.all(wanted.map(photoSourceKey));
  const listed = await apiCall({ path: `/listings/${encodeURIComponent(listingId)}/photos` });
  if (!listed.ok) throw new MessageError(errorMessage(listed));
  const had = ZMediaPhotosResponseSchema.safeParse(listed.body);
  if (!had.success) throw unreadable();
  const byKey = new Map(had.data.data.photos.map((p) => [p.source_key, p]));

  const photos = new Map<string, TMediaPhoto>();
  const missing: string[] = [];
  wanted.forEach((url, i) => {
    const known = byKey.get(keys[i] ?? '');
    if (known) photos.set(url, known);
    else missing.push(url);
  });
  if (missing.length === 0) return { photos, uploaded: 0, failed: [] };

  const { photos: downloaded, failed } = await downloadPhotos(missing);
  if (downloaded.length === 0) return { photos, uploaded: 0, failed };
  const keyOf = new Map(wanted.map((url, i) => [url, keys[i] ?? '']));
  const form = new FormData();
  form.append('listing_id', listingId);
  form.append('source_keys', downloaded.map((p) => keyOf.get(p.url)).join(','));
  for (const p of downloaded) form.append('photos', new Blob([p.bytes], { type: p.type }), p.name);
  const sent = await apiCall({ path: '/media/photos', method: 'POST', form });
  if (!sent.ok) throw new MessageError(errorMessage(sent));
  const answer = ZMediaPhotosResponseSchema.safeParse(sent.body);
  // One photo per file, in file order (a photo the listing had is named, not stored again).
  if (!answer.success || answer.data.data.photos.length !== downloaded.length) throw unreadable();
  answer.data.data.photos.forEach((photo, i) => {
    const url = downloaded[i]?.url;
    if (url) photos.set(url, photo);
  });
  return { photos, uploaded: downloaded.length, failed };
}

/** What the side panel says about the photos a save sends (quietly: the save itself is done). */
export type PhotoUploadState =
  | { state: 'uploading' }
  | { state: 'done'; uploaded: number; failed: number }
  | { state: 'failed'; message: string };

/** One run per listing at a time in this worker: a second save while the first uploads waits for it. */
const running = new Map<string, Promise<PhotoUploadState>>();

/**
 * The photos of a just-saved listing, uploaded in the background so the property page shows them.
 * Never throws: a failure becomes a `failed` state for the panel to show, and the save stands.
 */
export function uploadSavedListingPhotos(listingId: string, urls: string[]): Promise<PhotoUploadState> {
  const previous = running.get(listingId) ?? Promise.resolve(null);
  const run = previous.then(async (): Promise<PhotoUploadState> => {
    if (urls.length === 0) return { state: 'done', uploaded: 0, failed: 0 };
    try {
      const result = await ensureListingPhotos(listingId, urls.slice(0, LISTING_PHOTO_CAP));
      return { state: 'done', uploaded: result.uploaded, failed: result.failed.length };
    } catch (err) {
      return { state: 'failed', message: err instanceof Error ? err.message : String(err) };
    }
  });
  running.set(listingId, run);
  void run.finally(() => {
    if (running.get(listingId) === run) running.delete(listingId);
  });
  return run;
}
