import { MessageError } from '../../common/messages';
import { apiCall } from '../api-client';
import type { Handler } from '../handler-table';
import { peekMarketplaceJob, saveMarketplaceJob, takeMarketplaceJob } from '../marketplace-jobs';
import { patchTabState } from '../tab-state';

/** How long a Marketplace job waits for the agent to sign in to Facebook before the credit goes back. */
export const LOGIN_WAIT_MS = 10 * 60 * 1000;

const ALARM_PREFIX = 'pp.login-wait.';
const alarmName = (tabId: number) => `${ALARM_PREFIX}${tabId}`;

/**
 * Facebook's login page came up in a tab opened for a Marketplace publish. The job stays (it is
 * taken when the form loads after sign-in), the side panel and the page tell the agent, and an
 * alarm gives the credit back if the form is not reached in time.
 */
export const marketplaceLoginSeen: Handler<'marketplace:login-seen'> = async (_payload, sender) => {
  const tabId = sender.tab?.id;
  if (tabId === undefined) throw new MessageError('The Facebook tab is gone.');
  const job = await peekMarketplaceJob(tabId);
  if (!job) return { waiting: false, deadline: null };
  const deadline = job.login_deadline ?? Date.now() + LOGIN_WAIT_MS;
  if (job.login_deadline === undefined) {
    await saveMarketplaceJob(tabId, { ...job, login_deadline: deadline });
    await chrome.alarms.create(alarmName(tabId), { when: deadline });
    if (job.from_tab !== null)
      await patchTabState(job.from_tab, { marketplace_login: { state: 'waiting', deadline } });
  }
  return { waiting: true, deadline };
};

/** The form was reached (the job was taken): the wait is over. */
export async function endLoginWait(tabId: number, fromTab: number | null) {
  await chrome.alarms.clear(alarmName(tabId));
  if (fromTab !== null) await patchTabState(fromTab, { marketplace_login: null });
}

/**
 * The sign-in wait ran out, or the Facebook tab was closed before its form loaded: a job still not
 * taken is dropped and its credit given back through the API's one-time refund.
 */
export async function expireLoginWait(tabId: number) {
  await chrome.alarms.clear(alarmName(tabId));
  const job = await takeMarketplaceJob(tabId);
  if (!job) return;
  const refunded = job.promotion_id
    ? (
        await apiCall({
          path: `/promotions/${encodeURIComponent(job.promotion_id)}/fail`,
          method: 'POST',
          body: {},
        })
      ).ok
    : false;
  if (job.from_tab !== null)
    await patchTabState(job.from_tab, { marketplace_login: { state: 'expired', refunded } });
}

/** Wires the alarm and tab-close events (called once by the service worker). */
export function watchLoginWaits() {
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name.startsWith(ALARM_PREFIX))
      void expireLoginWait(Number(alarm.name.slice(ALARM_PREFIX.length)));
  });
  chrome.tabs.onRemoved.addListener((tabId) => void expireLoginWait(tabId));
}
