import { type TCreateReelRequest, ZReelSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../session';
import { allReelsQueryKey } from './get-all-reels';

/** POST /marketing/reels: takes one reel credit and queues the render (402 at zero credits). */
export async function createReel(body: TCreateReelRequest) {
  return (await apiRequest('/marketing/reels', { method: 'POST', body, schema: ZReelSchema })).data;
}

export function useCreateReel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReel,
    // The reel credit counter in the header changed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allReelsQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
