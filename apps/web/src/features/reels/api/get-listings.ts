import { ZListingListResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const ZListings = ZListingListResponseSchema.shape.data;

/** GET /listings: the agent's saved listings (newest first), to make a reel from. */
export async function getListings(signal?: AbortSignal) {
  return (await apiRequest('/listings', { schema: ZListings, signal })).data.listings;
}

export function useListings() {
  return useQuery({ queryKey: ['listings'], queryFn: ({ signal }) => getListings(signal) });
}
