import { ZAuditEventsResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingsQueryKey } from './get-listings';

/** GET /listings/:id/audit: every public output of the listing, oldest first. */
export async function getListingAudit(id: string, signal?: AbortSignal) {
  return (
    await apiRequest(`/listings/${encodeURIComponent(id)}/audit`, {
      schema: ZAuditEventsResponseSchema.shape.data,
      signal,
    })
  ).data.events;
}

export function useListingAudit(id: string) {
  return useQuery({
    queryKey: [...listingsQueryKey, id, 'audit'],
    // Posts go out from the side panel too (another window): read again when the agent comes back.
    refetchOnWindowFocus: 'always',
    queryFn: ({ signal }) => getListingAudit(id, signal),
    retry: false,
  });
}
