import { type SocialPlatform, ZMessageOnlySchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { connectedAccountsQueryKey } from '../../../session';

/** DELETE /connected-accounts/:platform: revoked at X, forgotten here. */
export function disconnectAccount(platform: SocialPlatform) {
  return apiRequest(`/connected-accounts/${platform}`, {
    method: 'DELETE',
    schema: ZMessageOnlySchema.shape.data,
  });
}

export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectedAccountsQueryKey }),
  });
}
