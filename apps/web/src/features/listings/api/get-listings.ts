import { type TListingsQuery, ZListingListResponseSchema } from '@pp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const ZListingPageSchema = ZListingListResponseSchema.shape.data;

export const listingsQueryKey = ['listings'] as const;

/** GET /listings?q=&source=&status=&page=: one page of the agent's listings, filtered on the server. */
export async function getListings(query: TListingsQuery, signal?: AbortSignal) {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params[k] = String(v);
  return (await apiRequest('/listings', { schema: ZListingPageSchema, query: params, signal })).data;
}

export function useListings(query: TListingsQuery) {
  return useQuery({
    queryKey: [...listingsQueryKey, 'page', query],
    queryFn: ({ signal }) => getListings(query, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
