import type { MarketplaceJob } from '../common/messages';

const key = (tabId: number) => `pp.mpjob.${tabId}`;

export async function saveMarketplaceJob(tabId: number, job: MarketplaceJob) {
  await chrome.storage.session.set({ [key(tabId)]: job });
}

/** The job waiting for this tab, left in place (the login page asks about it without taking it). */
export async function peekMarketplaceJob(tabId: number): Promise<MarketplaceJob | null> {
  const k = key(tabId);
  return ((await chrome.storage.session.get(k))[k] as MarketplaceJob | undefined) ?? null;
}

/** Hands the job out once: a reload of the Facebook tab does not fill (or charge) twice. */
export async function takeMarketplaceJob(tabId: number): Promise<MarketplaceJob | null> {
  const job = await peekMarketplaceJob(tabId);
  if (job) await chrome.storage.session.remove(key(tabId));
  return job;
}
