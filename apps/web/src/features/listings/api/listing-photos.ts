import {
  type TMediaPhoto,
  type TUpdateListingPhotoRequest,
  ZMediaPhotoResponseSchema,
  ZMediaPhotosSchema,
  ZMessageOnlySchema,
} from '@pp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingsQueryKey } from './get-listings';

/** The same key as the reel form's photo list, so a change here shows there too. */
const photosKey = (listingId: string) => [...listingsQueryKey, listingId, 'photos'] as const;

/** GET /listings/:id/photos: the listing's photos in their order (the cover first). */
export function useListingPhotoStrip(listingId: string) {
  return useQuery({
    queryKey: photosKey(listingId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/listings/${encodeURIComponent(listingId)}/photos`, {
          schema: ZMediaPhotosSchema,
          signal,
        })
      ).data.photos,
  });
}

/** PUT /listings/:id/photos/:photoId: marks the photo altered or not, or moves it; answers the server's message. */
async function updateListingPhoto(listingId: string, photoId: string, body: TUpdateListingPhotoRequest) {
  const path = `/listings/${encodeURIComponent(listingId)}/photos/${encodeURIComponent(photoId)}`;
  return (await apiRequest(path, { method: 'PUT', body, schema: ZMessageOnlySchema.shape.data })).message;
}

/**
 * PUT /listings/:id/photos/:photoId: California AB 723's "digitally altered" mark. The box turns at
 * once and turns back if the server refuses.
 */
export function useMarkPhotoAltered(listingId: string) {
  const client = useQueryClient();
  const key = photosKey(listingId);
  const setAltered = (photoId: string, altered: boolean) =>
    client.setQueryData<TMediaPhoto[]>(key, (list) =>
      list?.map((p) => (p.photo_id === photoId ? { ...p, altered } : p)),
    );
  return useMutation({
    mutationFn: ({ photoId, altered }: { photoId: string; altered: boolean }) =>
      updateListingPhoto(listingId, photoId, { altered }),
    onMutate: ({ photoId, altered }) => setAltered(photoId, altered),
    onError: (_err, { photoId, altered }) => setAltered(photoId, !altered),
  });
}

/**
 * PUT /listings/:id/photos/:photoId with a position: moves the photo (0 makes it the cover). The
 * strip moves at once; the server's order is read back either way.
 */
export function useMoveListingPhoto(listingId: string) {
  const client = useQueryClient();
  const key = photosKey(listingId);
  return useMutation({
    mutationFn: ({ photoId, position }: { photoId: string; position: number }) =>
      updateListingPhoto(listingId, photoId, { position }),
    onMutate: ({ photoId, position }) =>
      client.setQueryData<TMediaPhoto[]>(key, (list) => {
        if (!list) return list;
        const moving = list.find((p) => p.photo_id === photoId);
        if (!moving) return list;
        const rest = list.filter((p) => p.photo_id !== photoId);
        rest.splice(position, 0, moving);
        return rest.map((p, i) => ({ ...p, position: i }));
      }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/**
 * POST /media/photos/:id/original (multipart "photos"): keeps the unaltered original beside an
 * altered photo (California B&P Code §10140.8); the server marks the photo altered. The strip is
 * read again so the photo shows its original.
 */
export function useUploadOriginal(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ photoId, file }: { photoId: string; file: File }) => {
      const form = new FormData();
      form.append('photos', file);
      const path = `/media/photos/${encodeURIComponent(photoId)}/original`;
      return (
        await apiRequest(path, { method: 'POST', body: form, schema: ZMediaPhotoResponseSchema.shape.data })
      ).data;
    },
    onSettled: () => client.invalidateQueries({ queryKey: photosKey(listingId) }),
  });
}
