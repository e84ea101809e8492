import { LINKEDIN_SHARE_URL, MARKETPLACE_CREATE_URL, X_INTENT_URL } from '../../common/match-patterns';
import { MessageError } from '../../common/messages';
import type { Handler } from '../handler-table';
import { saveMarketplaceJob } from '../marketplace-jobs';
import { patchTabState } from '../tab-state';

/** Opens Marketplace's create form in a new tab; its content script collects the job by tab id. */
export const publishMarketplace: Handler<'publish:marketplace'> = async ({ job }) => {
  const tab = await chrome.tabs.create({ url: MARKETPLACE_CREATE_URL, active: true });
  if (tab.id === undefined) throw new MessageError('Could not open Facebook Marketplace.');
  await saveMarketplaceJob(tab.id, job);
  // A new publish starts a new story in the panel: no old report or sign-in wait.
  if (job.from_tab !== null)
    await patchTabState(job.from_tab, { marketplace_report: null, marketplace_login: null });
  return { tab_id: tab.id };
};

/** LinkedIn's and X's own composers, with the text prefilled; the agent presses Post there. */
export const publishOpen: Handler<'publish:open'> = async ({ platform, text }) => {
  const base = platform === 'linkedin' ? LINKEDIN_SHARE_URL : X_INTENT_URL;
  const tab = await chrome.tabs.create({ url: `${base}${encodeURIComponent(text)}`, active: true });
  return { tab_id: tab.id ?? -1 };
};
