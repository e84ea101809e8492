import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listingsQueryKey } from './get-listings';

/**
 * Reads one listing's records again (its activity with the Posts card, its compliance record): a post
 * published from the page is recorded by the server after the page loaded them.
 */
export function useRefreshListingRecords(listingId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...listingsQueryKey, listingId] }),
    [queryClient, listingId],
  );
}
