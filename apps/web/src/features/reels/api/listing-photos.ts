import { type TMediaPhoto, ZMediaPhotosSchema } from '@pp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const listingPhotosQueryKey = (listingId: string) => ['listings', listingId, 'photos'] as const;

/** GET /listings/:id/photos: photos the extension sent with the listing or the agent uploaded. */
export async function getListingPhotos(listingId: string, signal?: AbortSignal) {
  return (
    await apiRequest(`/listings/${encodeURIComponent(listingId)}/photos`, {
      schema: ZMediaPhotosSchema,
      signal,
    })
  ).data.photos;
}

export function useListingPhotos(listingId: string | null) {
  return useQuery({
    queryKey: listingPhotosQueryKey(listingId ?? ''),
    queryFn: ({ signal }) => getListingPhotos(listingId ?? '', signal),
    enabled: Boolean(listingId),
  });
}

/** POST /media/photos (multipart): the files are typed by their bytes on the server, 15 MB each at most. */
export async function uploadPhotos(listingId: string, files: File[]): Promise<TMediaPhoto[]> {
  const form = new FormData();
  form.append('listing_id', listingId);
  for (const file of files) form.append('photos', file, file.name);
  return (await apiRequest('/media/photos', { method: 'POST', body: form, schema: ZMediaPhotosSchema })).data
    .photos;
}

export function useUploadPhotos(listingId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadPhotos(listingId ?? '', files),
    onSuccess: (photos) => {
      if (!listingId) return;
      // A photo the listing already had comes back as that photo, not as a new one.
      queryClient.setQueryData<TMediaPhoto[]>(listingPhotosQueryKey(listingId), (list) => {
        const byId = new Map([...(list ?? []), ...photos].map((p) => [p.photo_id, p]));
        return [...byId.values()].sort((a, b) => a.position - b.position);
      });
    },
  });
}
