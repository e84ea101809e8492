import { type TTikTokCreatorInfo, ZTikTokCreatorInfoSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const tiktokCreatorInfoQueryKey = ['scheduled-posts', 'tiktok-creator-info'] as const;

/**
 * GET /connected-accounts/tiktok/creator-info: the privacy levels the account offers, its longest
 * video and the interactions it turned off. TikTok asks for it to be read each time the agent posts,
 * so it is never kept long.
 */
export async function getTikTokCreatorInfo(signal?: AbortSignal): Promise<TTikTokCreatorInfo> {
  return (
    await apiRequest('/connected-accounts/tiktok/creator-info', { schema: ZTikTokCreatorInfoSchema, signal })
  ).data;
}

export function useTikTokCreatorInfo(enabled: boolean) {
  return useQuery({
    queryKey: tiktokCreatorInfoQueryKey,
    queryFn: ({ signal }) => getTikTokCreatorInfo(signal),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
