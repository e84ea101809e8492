import { ZListingDetailResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Only the drafts of GET /listings/:id: the rest of the detail belongs to the listings feature. */
const ZListingDraftsSchema = ZListingDetailResponseSchema.shape.data.pick({ drafts: true });

export const listingDraftsQueryKey = (listingId: string) => ['listings', listingId, 'drafts'] as const;

/** GET /listings/:id: the post drafts the extension makes, which the reel's captions start from. */
export async function getListingDrafts(listingId: string, signal?: AbortSignal) {
  return (
    await apiRequest(`/listings/${encodeURIComponent(listingId)}`, { schema: ZListingDraftsSchema, signal })
  ).data.drafts;
}

/** Fetched only once captions are turned on: a reel without them needs no drafts. */
export function useListingDrafts(listingId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: listingDraftsQueryKey(listingId ?? ''),
    queryFn: ({ signal }) => getListingDrafts(listingId ?? '', signal),
    enabled: enabled && Boolean(listingId),
  });
}
