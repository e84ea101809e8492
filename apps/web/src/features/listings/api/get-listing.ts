import { ZListingDetailResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingsQueryKey } from './get-listings';

const ZListingDetailSchema = ZListingDetailResponseSchema.shape.data;

/** GET /listings/:id: the listing's facts (and drafts, unused here). */
export async function getListing(id: string, signal?: AbortSignal) {
  return (await apiRequest(`/listings/${encodeURIComponent(id)}`, { schema: ZListingDetailSchema, signal }))
    .data;
}

export function useListing(id: string) {
  return useQuery({
    queryKey: [...listingsQueryKey, id],
    queryFn: ({ signal }) => getListing(id, signal),
    retry: false,
  });
}
