import { reminderPostId } from '@pp/contract';
import type { FetchedPhoto } from '../../common/messages';
import { fillFailedEntirely } from '../../marketplace/fill-report';
import { apiCall } from '../api-client';
import { downloadPhotos } from '../download-photo';
import type { Handler } from '../handler-table';
import { takeMarketplaceJob } from '../marketplace-jobs';
import { forgetReminderCredit, reminderJob } from '../reminder-job';
import { patchTabState } from '../tab-state';
import { endLoginWait } from './facebook-login';

/**
 * The form has loaded: a tab opened for a publish gets its job (once), ending any sign-in wait; a
 * form opened from a Marketplace reminder (its address carries the post id) gets a job made from
 * the scheduled post and the saved listing.
 */
export const marketplaceJob: Handler<'marketplace:job'> = async ({ href }, sender) => {
  const tabId = sender.tab?.id;
  if (tabId === undefined) return { job: null, problem: null };
  const job = await takeMarketplaceJob(tabId);
  if (job?.login_deadline !== undefined) await endLoginWait(tabId, job.from_tab);
  if (job) return { job, problem: null };
  const postId = reminderPostId(href);
  return postId ? reminderJob(postId) : { job: null, problem: null };
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
  // A reminder refilled later must take a credit again: this one was given back.
  if (result.ok && job.reminder_post_id) await forgetReminderCredit(job.reminder_post_id);
  return { refunded: result.ok };
};
