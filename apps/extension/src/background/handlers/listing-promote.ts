import { listingSaveProblem, ZCreateListingResponseSchema } from '@pp/contract';
import { generateDrafts } from '@pp/posts';
import { MessageError } from '../../common/messages';
import { apiCall, errorMessage } from '../api-client';
import { draftsShown, markDraftsShown } from '../drafts-shown';
import type { Handler } from '../handler-table';
import { CHECKS_WAIT_MS, checksToKeep } from '../held-checks';
import { uploadSavedListingPhotos } from '../listing-photos';
import { patchClickState, patchTabState, readTabState, writeTabState } from '../tab-state';

/** The panel makes its own drafts too; a listing the generator trips over must not stop the click. */
function safeDrafts(listing: Parameters<typeof generateDrafts>[0]) {
  try {
    return generateDrafts(listing);
  } catch {
    return null;
  }
}

/** Uploads a saved listing's photos, telling the tab's panel (quietly) how it goes. */
async function uploadPhotosAfterSave(tabId: number, clickedAt: number, listingId: string, urls: string[]) {
  if (urls.length === 0) return;
  await patchClickState(tabId, clickedAt, { photo_upload: { state: 'uploading' } });
  const outcome = await uploadSavedListingPhotos(listingId, urls);
  await patchClickState(tabId, clickedAt, { photo_upload: outcome });
}

/** The panel saved the listing itself (Try again, after sign-in): its photos follow the same way. */
export const uploadListingPhotos: Handler<'listing:photos'> = (payload) => {
  void uploadPhotosAfterSave(payload.tab_id, payload.clicked_at, payload.listing_id, payload.urls);
  return null;
};

/** The panel has painted a click's drafts: that click's save may start (drafts-shown.ts). */
export const draftsShownInPanel: Handler<'listing:drafts-shown'> = (payload) => {
  markDraftsShown(payload.tab_id, payload.clicked_at);
  return null;
};

export const sidePanelPath = (tabId: number) => `sidepanel.html?tab=${tabId}`;

/**
 * The button's click. Everything before `sidePanel.open` is synchronous, because the click's user
 * gesture lasts only until the first await: the drafts are made here and their storage write is
 * started first, so the panel finds them when it loads; then, once the panel has painted them, the API
 * saves the listing (drafts-shown.ts says why it waits).
 */
export const promoteListing: Handler<'listing:promote'> = (payload, sender) => {
  const tabId = sender.tab?.id;
  if (tabId === undefined) throw new MessageError('The listing tab is gone.');
  // Never drafts (nor a save) for an empty read, whichever page sent it.
  const problem = listingSaveProblem(payload.listing);
  if (problem) throw new MessageError(problem);
  const written = writeTabState(tabId, {
    listing: payload.listing,
    drafts: safeDrafts(payload.listing),
    detail: null,
    error: null,
    clicked_at: payload.clicked_at,
    saved_at: null,
    marketplace_report: null,
    marketplace_login: null,
    checks: payload.checks,
  });
  void chrome.sidePanel.setOptions({ tabId, path: sidePanelPath(tabId), enabled: true });
  const opening = chrome.sidePanel.open({ tabId }).catch(() => undefined);
  const shown = written.then(() => draftsShown(tabId, payload.clicked_at));
  if (payload.checks === null)
    holdChecksUnlessSent(tabId, payload.clicked_at, payload.listing, shown).catch(() => undefined);
  void (async () => {
    await shown;
    const result = await apiCall({ path: '/listings', method: 'POST', body: { listing: payload.listing } });
    const parsed = result.ok ? ZCreateListingResponseSchema.safeParse(result.body) : null;
    if (parsed?.success) {
      const photos = payload.listing.photos;
      await patchTabState(tabId, { detail: parsed.data.data, saved_at: Date.now() });
      // After the drafts, never before: the property page's photos follow the save in the background.
      await uploadPhotosAfterSave(tabId, payload.clicked_at, parsed.data.data.listing_id, photos);
    } else
      await patchTabState(tabId, {
        error: result.ok ? 'The server sent drafts this version cannot read.' : errorMessage(result),
      });
  })();
  // A page that sends its checks later does so once the drafts are on screen, off the click's path.
  const answered = payload.checks === null ? Promise.all([opening, shown.catch(() => undefined)]) : opening;
  return answered.then(() => ({ tab_id: tabId }));
};

/** The page's checks of a click that sent none (see 'listing:promote'). */
export const listingChecks: Handler<'listing:checks'> = async (payload, sender) => {
  const tabId = sender.tab?.id;
  if (tabId === undefined) return null;
  const state = await readTabState(tabId);
  if (state?.clicked_at === payload.clicked_at)
    await patchClickState(tabId, payload.clicked_at, { checks: checksToKeep(state.listing, payload.checks) });
  return null;
};

/** Checks that have not come some seconds after the drafts are held as doubtful (held-checks.ts). */
async function holdChecksUnlessSent(
  tabId: number,
  clickedAt: number,
  listing: Parameters<typeof checksToKeep>[0],
  shown: Promise<void>,
) {
  await shown;
  await new Promise((r) => setTimeout(r, CHECKS_WAIT_MS));
  const state = await readTabState(tabId);
  if (state?.clicked_at === clickedAt && state.checks === null)
    await patchClickState(tabId, clickedAt, { checks: checksToKeep(listing, null) });
}
