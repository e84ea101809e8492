import type { TListing, TListingDetail } from '@pp/contract';
import type { FillReport } from '../marketplace/fill-report';

/** What the side panel of one tab shows, kept in storage.session so the panel can open late or reload. */
export interface TabState {
  listing: TListing;
  /** Set when POST /listings answered. */
  detail: TListingDetail | null;
  error: string | null;
  /** Date.now() of the click, for the timing figure. */
  clicked_at: number;
  marketplace_report: FillReport | null;
}

export const tabStateKey = (tabId: number) => `pp.tab.${tabId}`;

export async function readTabState(tabId: number): Promise<TabState | null> {
  const key = tabStateKey(tabId);
  return ((await chrome.storage.session.get(key))[key] as TabState | undefined) ?? null;
}

export async function writeTabState(tabId: number, state: TabState) {
  await chrome.storage.session.set({ [tabStateKey(tabId)]: state });
}

export async function patchTabState(tabId: number, patch: Partial<TabState>) {
  const current = await readTabState(tabId);
  if (current) await writeTabState(tabId, { ...current, ...patch });
}
