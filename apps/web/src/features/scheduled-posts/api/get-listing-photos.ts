import { type TMediaPhoto, ZMediaPhotosSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The photos a post can carry: the listing's uploaded photos, in their order (the cover first). */
export const postPhotosQueryKey = (listingId: string) => ['scheduled-posts', listingId, 'photos'] as const;

/** GET /listings/:id/photos. */
export async function getListingPhotos(listingId: string, signal?: AbortSignal): Promise<TMediaPhoto[]> {
  const path = `/listings/${encodeURIComponent(listingId)}/photos`;
  return (await apiRequest(path, { schema: ZMediaPhotosSchema, signal })).data.photos;
}

export function useListingPhotos(listingId: string) {
  return useQuery({
    queryKey: postPhotosQueryKey(listingId),
    queryFn: ({ signal }) => getListingPhotos(listingId, signal),
  });
}
