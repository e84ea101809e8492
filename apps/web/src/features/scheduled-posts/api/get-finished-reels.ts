import { type TReel, ZAllReelsResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /marketing/all-reels, for the YouTube Short's reel choice: the scheduling feature reads the
 * endpoint itself (features do not import each other), and fails loudly where the gallery shows its
 * empty state, so its cache key is its own.
 */
export const finishedReelsQueryKey = ['scheduled-posts', 'reels'] as const;

export async function getFinishedReels(signal?: AbortSignal): Promise<TReel[]> {
  return (await apiRequest('/marketing/all-reels', { schema: ZAllReelsResponseSchema.shape.data, signal }))
    .data;
}

export function useFinishedReels() {
  return useQuery({ queryKey: finishedReelsQueryKey, queryFn: ({ signal }) => getFinishedReels(signal) });
}
