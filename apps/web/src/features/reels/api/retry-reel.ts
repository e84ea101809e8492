import { ZReelSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../session';
import { allReelsQueryKey } from './get-all-reels';

/** POST /marketing/reels/:id/retry: a failed reel rendered again (one new credit). */
export async function retryReel(reelId: string) {
  return (
    await apiRequest(`/marketing/reels/${encodeURIComponent(reelId)}/retry`, {
      method: 'POST',
      schema: ZReelSchema,
    })
  ).data;
}

export function useRetryReel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryReel,
    // The reel credit counter in the header changed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allReelsQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
