import { type TCreateReelRequest, type TReel, ZReelSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../session';
import { allReelsQueryKey } from './get-all-reels';

/** POST /marketing/reels: takes one reel credit and queues the render (402 at zero credits). */
export async function createReel(body: TCreateReelRequest) {
  return (await apiRequest('/marketing/reels', { method: 'POST', body, schema: ZReelSchema })).data;
}

/** A mutation that takes a reel credit: on success the reels and the header's credit counter are stale. */
export function useReelCreditMutation<V>(mutationFn: (variables: V) => Promise<TReel>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allReelsQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}

export const useCreateReel = () => useReelCreditMutation(createReel);
