import type { TDrafts, TListing, TListingDetail } from '@pp/contract';
import type { FieldCheck } from '@pp/listing';
import type { FillReport } from '../marketplace/fill-report';
import type { PhotoUploadState } from './listing-photos';

/** What the side panel of one tab shows, kept in storage.session so the panel can open late or reload. */
export interface TabState {
  listing: TListing;
  /** Drafts made by the worker at the click (default template and tone) for the panel's first paint. */
  drafts: TDrafts | null;
  /** Set when POST /listings answered. */
  detail: TListingDetail | null;
  error: string | null;
  /** Date.now() of the click, and of the API's answer, for the timing figures. */
  clicked_at: number;
  saved_at: number | null;
  marketplace_report: FillReport | null;
  /** The listing's photos going to the property page after the save (absent before this existed). */
  photo_upload?: PhotoUploadState | null;
  /**
   * Fields the reader doubts, to confirm or correct before publishing (absent before this existed);
   * null while the page works them out after the drafts' first paint: nothing is published meanwhile.
   */
  checks?: FieldCheck[] | null;
  /** Facebook asked for sign-in before its form: waiting until `deadline`, or the wait ran out. */
  marketplace_login?: { state: 'waiting'; deadline: number } | { state: 'expired'; refunded: boolean } | null;
}

export const tabStateKey = (tabId: number) => `pp.tab.${tabId}`;

export async function readTabState(tabId: number): Promise<TabState | null> {
  const key = tabStateKey(tabId);
  return ((await chrome.storage.session.get(key))[key] as TabState | undefined) ?? null;
}

export async function writeTabState(tabId: number, state: TabState) {
  await chrome.storage.session.set({ [tabStateKey(tabId)]: state });
}

/**
 * A patch reads the state, then writes it whole: two at once (the click's save and the page's checks,
 * issue 25) would each write back what the other had not yet written, and one would be lost. Only
 * this worker writes tab states, so each tab's patches take turns here.
 */
const turns = new Map<number, Promise<void>>();
function inTurn(tabId: number, patch: () => Promise<void>): Promise<void> {
  const done = (turns.get(tabId) ?? Promise.resolve()).then(patch);
  const settled = done.catch(() => undefined);
  turns.set(tabId, settled);
  void settled.then(() => {
    if (turns.get(tabId) === settled) turns.delete(tabId);
  });
  return done;
}

export function patchTabState(tabId: number, patch: Partial<TabState>): Promise<void> {
  return inTurn(tabId, async () => {
    const current = await readTabState(tabId);
    if (current) await writeTabState(tabId, { ...current, ...patch });
  });
}

/** Patches only while the tab still shows the same click: a later click's state is not touched. */
export function patchClickState(tabId: number, clickedAt: number, patch: Partial<TabState>): Promise<void> {
  return inTurn(tabId, async () => {
    const current = await readTabState(tabId);
    if (current && current.clicked_at === clickedAt) await writeTabState(tabId, { ...current, ...patch });
  });
}
