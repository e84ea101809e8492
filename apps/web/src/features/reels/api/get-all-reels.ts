import { type TReel, ZAllReelsResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const allReelsQueryKey = ['marketing', 'all-reels'] as const;

/** GET /marketing/all-reels (newest first). A load failure is only logged, then the empty state shows. */
export async function getAllReels(signal?: AbortSignal): Promise<TReel[]> {
  try {
    return (await apiRequest('/marketing/all-reels', { schema: ZAllReelsResponseSchema.shape.data, signal }))
      .data;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Failed to load reels', error);
    return [];
  }
}

export function useAllReels() {
  return useQuery({ queryKey: allReelsQueryKey, queryFn: ({ signal }) => getAllReels(signal) });
}
