import { ZMessageOnlySchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingsQueryKey } from './get-listings';

/** DELETE /listings/:id: the listing with its property page, photos, posts and leads. */
export const deleteListing = async (id: string) =>
  (
    await apiRequest(`/listings/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      schema: ZMessageOnlySchema.shape.data,
    })
  ).message;

export function useDeleteListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_message, id) => {
      // The deleted listing's own queries are dropped (refetching them would only answer 404);
      // the list pages refresh in the background.
      client.removeQueries({ queryKey: [...listingsQueryKey, id] });
      void client.invalidateQueries({ queryKey: [...listingsQueryKey, 'page'] });
    },
  });
}
