import { ZUpdatePropertyPageResponseSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingsQueryKey } from './get-listings';

const ZPageSchema = ZUpdatePropertyPageResponseSchema.shape.data;

/** PUT /listings/:id/page: publish or take down the property page. */
export const updatePropertyPage = async ({ id, published }: { id: string; published: boolean }) =>
  (
    await apiRequest(`/listings/${encodeURIComponent(id)}/page`, {
      method: 'PUT',
      body: { published },
      schema: ZPageSchema,
    })
  ).data;

export function useUpdatePropertyPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePropertyPage,
    onSuccess: () => client.invalidateQueries({ queryKey: listingsQueryKey }),
  });
}
