import { fillFailedEntirely } from '../../marketplace/fill-report';
import type { FetchedPhoto } from '../../shared/messages';
import { apiCall } from '../api-client';
import type { Handler } from '../handler-table';
import { takeMarketplaceJob } from '../marketplace-jobs';
import { patchTabState } from '../tab-state';

export const marketplaceJob: Handler<'marketplace:job'> = (_payload, sender) =>
  sender.tab?.id === undefined ? null : takeMarketplaceJob(sender.tab.id);

const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function fetchPhoto(url: string, index: number): Promise<FetchedPhoto> {
  const res = await fetch(url, { credentials: 'omit' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const type = res.headers.get('content-type')?.split(';')[0] ?? 'image/jpeg';
  if (!type.startsWith('image/')) throw new Error(`not an image (${type})`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > MAX_PHOTO_BYTES) throw new Error('too large');
  const ext = type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'jpg';
  return { url, name: `photo-${String(index + 1).padStart(2, '0')}.${ext}`, type, data: base64(bytes) };
}

/**
 * The listing sites' photo hosts do not allow Facebook's page to read their images, but the worker
 * has host permission for them: it downloads the chosen photos and passes the bytes on.
 */
export const marketplacePhotos: Handler<'marketplace:photos'> = async ({ urls }) => {
  const settled = await Promise.allSettled(urls.map(fetchPhoto));
  const photos: FetchedPhoto[] = [];
  const failed: string[] = [];
  settled.forEach((r, i) => {
    if (r.status === 'fulfilled') photos.push(r.value);
    else failed.push(urls[i] ?? '');
  });
  return { photos, failed };
};

/** The fill's outcome goes to the side panel; a fill that entered nothing gives the credit back. */
export const marketplaceReport: Handler<'marketplace:report'> = async ({ report, job }) => {
  if (job.from_tab !== null) await patchTabState(job.from_tab, { marketplace_report: report });
  if (!fillFailedEntirely(report) || !job.promotion_id) return { refunded: false };
  const result = await apiCall({
    path: `/promotions/${encodeURIComponent(job.promotion_id)}/fail`,
    method: 'POST',
    body: {},
  });
  return { refunded: result.ok };
};
