import type { SocialPlatform } from '@pp/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST /connected-accounts/:platform/connect, then the browser goes to the platform's consent page. */
export async function startConnect(platform: SocialPlatform): Promise<void> {
  const res = await apiRequest(`/connected-accounts/${platform}/connect`, {
    method: 'POST',
    schema: z.object({ authorize_url: z.string() }),
  });
  window.location.assign(res.data.authorize_url);
}

export function useStartConnect() {
  return useMutation({ mutationFn: startConnect });
}
