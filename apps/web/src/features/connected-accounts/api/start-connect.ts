import { type SocialPlatform, ZConnectStartResponseSchema } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /connected-accounts/:platform/connect, then the browser goes to the platform's consent page. */
export async function startConnect(platform: SocialPlatform): Promise<void> {
  const res = await apiRequest(`/connected-accounts/${platform}/connect`, {
    method: 'POST',
    schema: ZConnectStartResponseSchema.shape.data,
  });
  window.location.assign(res.data.authorize_url);
}

export function useStartConnect() {
  return useMutation({ mutationFn: startConnect });
}
