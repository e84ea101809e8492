import { ZListingComplianceSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingsQueryKey } from './get-listings';

export const listingClaimKey = (id: string) => [...listingsQueryKey, id, 'claim'];

/** GET /listings/:id/claim: whose listing it is, the side, the permission, what a post still lacks. */
export async function getListingClaim(id: string, signal?: AbortSignal) {
  return (
    await apiRequest(`/listings/${encodeURIComponent(id)}/claim`, {
      schema: ZListingComplianceSchema,
      signal,
    })
  ).data;
}

export function useListingClaim(id: string) {
  return useQuery({
    queryKey: listingClaimKey(id),
    queryFn: ({ signal }) => getListingClaim(id, signal),
    retry: false,
  });
}
