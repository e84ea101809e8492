import { fillFailedEntirely } from '../../marketplace/fill-report';
import type { FetchedPhoto } from '../../shared/messages';
import { apiCall } from '../api-client';
import { downloadPhotos } from '../download-photo';
import type { Handler } from '../handler-table';
import { takeMarketplaceJob } from '../marketplace-jobs';
import { patchTabState } from '../tab-state';
import { endLoginWait } from './facebook-login';

/** The form has loaded in a tab opened for a publish: hand over its job (once), ending any sign-in wait. */
export const marketplaceJob: Handler<'marketplace:job'> = async (_payload, sender) => {
  const tabId = sender.tab?.id;
  if (tabId === undefined) return null;
  const job = await takeMarketplaceJob(tabId);
  if (job?.login_deadline !== undefined) await endLoginWait(tabId, job.from_tab);
  return job;
};

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Facebook's page cannot read the listing sites' photos: the worker downloads them and passes the bytes on. */
export const marketplacePhotos: Handler<'marketplace:photos'> = async ({ urls }) => {
  const { photos, failed } = await downloadPhotos(urls);
  return {
    photos: photos.map(
      ({ url, name, type, bytes }): FetchedPhoto => ({ url, name, type, data: base64(bytes) }),
    ),
    failed,
  };
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
