import { type TRecordPermissionRequest, ZListingComplianceSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listingClaimKey } from './get-listing-claim';

/** POST /listings/:id/permission: the listing broker's permission, recorded once (NAR SoP 12-4). */
export const recordPermission = async (id: string, body: TRecordPermissionRequest) =>
  (
    await apiRequest(`/listings/${encodeURIComponent(id)}/permission`, {
      method: 'POST',
      body,
      schema: ZListingComplianceSchema,
    })
  ).data;

export function useRecordPermission(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRecordPermissionRequest) => recordPermission(id, body),
    onSuccess: (data) => client.setQueryData(listingClaimKey(id), data),
  });
}
