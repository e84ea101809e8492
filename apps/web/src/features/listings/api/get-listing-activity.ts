import { ZListingActivitySchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingsQueryKey } from './get-listings';

/** GET /listings/:id/activity: posts, reels, price/status history, clicks and leads. */
export async function getListingActivity(id: string, signal?: AbortSignal) {
  return (
    await apiRequest(`/listings/${encodeURIComponent(id)}/activity`, {
      schema: ZListingActivitySchema,
      signal,
    })
  ).data;
}

export function useListingActivity(id: string) {
  return useQuery({
    queryKey: [...listingsQueryKey, id, 'activity'],
    // Posts go out from the side panel too (another window): read again when the agent comes back.
    refetchOnWindowFocus: 'always',
    queryFn: ({ signal }) => getListingActivity(id, signal),
    retry: false,
  });
}
