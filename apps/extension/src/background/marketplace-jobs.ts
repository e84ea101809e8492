import type { MarketplaceJob } from '../shared/messages';

const key = (tabId: number) => `pp.mpjob.${tabId}`;

export async function saveMarketplaceJob(tabId: number, job: MarketplaceJob) {
  await chrome.storage.session.set({ [key(tabId)]: job });
}

/** Hands the job out once: a reload of the Facebook tab does not fill (or charge) twice. */
export async function takeMarketplaceJob(tabId: number): Promise<MarketplaceJob | null> {
  const k = key(tabId);
  const job = (await chrome.storage.session.get(k))[k] as MarketplaceJob | undefined;
  if (job) await chrome.storage.session.remove(k);
  return job ?? null;
}
