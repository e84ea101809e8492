import { type TReel, ZMessageOnlySchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { allReelsQueryKey } from './get-all-reels';

/** DELETE /marketing/reels/:id: the reel and its video are gone for good. */
export async function deleteReel(reelId: string) {
  await apiRequest(`/marketing/reels/${encodeURIComponent(reelId)}`, {
    method: 'DELETE',
    schema: ZMessageOnlySchema.shape.data,
  });
}

export function useDeleteReel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReel,
    onSuccess: (_answer, reelId) =>
      queryClient.setQueryData<TReel[]>(allReelsQueryKey, (list) =>
        list?.filter((r) => r.reel_id !== reelId),
      ),
  });
}
