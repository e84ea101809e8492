import { type TUpdateListingClaimRequest, ZListingComplianceSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingClaimKey } from './get-listing-claim';

/** PUT /listings/:id/claim: "Is this my listing?" and the side the agent represented (NAR SoP 12-7). */
export const updateListingClaim = async (id: string, body: TUpdateListingClaimRequest) =>
  (
    await apiRequest(`/listings/${encodeURIComponent(id)}/claim`, {
      method: 'PUT',
      body,
      schema: ZListingComplianceSchema,
    })
  ).data;

export function useUpdateListingClaim(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateListingClaimRequest) => updateListingClaim(id, body),
    onSuccess: (data) => client.setQueryData(listingClaimKey(id), data),
  });
}
