import { type SocialPlatform, type TConnectCallbackRequest, ZConnectedAccountSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { connectedAccountsQueryKey } from '../../../session';

/** POST /connected-accounts/:platform/callback with what the platform put in the redirect. */
export function finishConnect(platform: SocialPlatform, body: TConnectCallbackRequest) {
  return apiRequest(`/connected-accounts/${platform}/callback`, {
    method: 'POST',
    body,
    schema: ZConnectedAccountSchema,
  });
}

export function useFinishConnect(platform: SocialPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConnectCallbackRequest) => finishConnect(platform, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectedAccountsQueryKey }),
  });
}
