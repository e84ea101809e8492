import { type TListing, type TListingDetail, ZCreateListingResponseSchema } from '@pp/contract';
import { useEffect, useState } from 'react';
import type { TabState } from '../background/tab-state';
import { send } from '../common/messages';
import { ApiError, callApi } from '../ui/call-api';
import { type SaveState, saveStateOf } from './save-state';

/**
 * The listing's save: the worker's (started at the click, its outcome in the tab's state) or the
 * panel's own Try again / after sign-in. `state` says which is true now, so "Saving…" is only shown
 * while a request really is in flight.
 */
export function useListingSave(
  tabId: number | null,
  tab: TabState | null | undefined,
  listing: TListing | null,
  clickKey: string,
  signedOut: boolean,
) {
  const [retried, setRetried] = useState<TListingDetail | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset what belonged to the last click
  useEffect(() => {
    setRetried(null);
    setRetryError(null);
  }, [clickKey]);

  const save = async () => {
    if (!listing) return;
    setRetryError(null);
    setRetrying(true);
    try {
      const body = { listing };
      const saved = (await callApi('/listings', ZCreateListingResponseSchema, { method: 'POST', body })).data;
      setRetried(saved);
      // The photos follow in the worker, as after the click's own save (the panel may close meanwhile).
      if (tabId !== null && tab && listing.photos.length > 0)
        void send('listing:photos', {
          tab_id: tabId,
          clicked_at: tab.clicked_at,
          listing_id: saved.listing_id,
          urls: listing.photos,
        }).catch(() => undefined);
    } catch (error) {
      setRetryError(error instanceof ApiError ? error.message : (error as Error).message);
    } finally {
      setRetrying(false);
    }
  };

  const detail = retried ?? tab?.detail ?? null;
  const state: SaveState = saveStateOf({
    signedOut,
    retrying,
    listingId: detail?.listing_id ?? null,
    error: detail ? null : (retryError ?? tab?.error ?? null),
  });
  return { detail, state, save };
}
