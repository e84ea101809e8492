import { type TPhotoFairUse, ZPhotoFairUseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const photoFairUseQueryKey = ['scheduled-posts', 'photo-fair-use'] as const;

/**
 * GET /scheduled-posts/photo-fair-use: Instagram, Facebook Page and TikTok photo posts published in the last
 * 24 hours against the fair-use limit (issue 27), shown with such a post's cost.
 */
export async function getPhotoFairUse(signal?: AbortSignal): Promise<TPhotoFairUse> {
  return (await apiRequest('/scheduled-posts/photo-fair-use', { schema: ZPhotoFairUseSchema, signal })).data;
}

export function usePhotoFairUse(enabled: boolean) {
  return useQuery({
    queryKey: photoFairUseQueryKey,
    queryFn: ({ signal }) => getPhotoFairUse(signal),
    enabled,
    retry: false,
  });
}
