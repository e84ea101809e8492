import { ZScheduledPostSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scheduledPostsQueryKey } from './get-scheduled-posts';

/** DELETE /scheduled-posts/:id (only while scheduled). */
export function cancelScheduledPost(id: string) {
  return apiRequest(`/scheduled-posts/${id}`, { method: 'DELETE', schema: ZScheduledPostSchema });
}

export function useCancelScheduledPost(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelScheduledPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledPostsQueryKey(listingId) }),
  });
}
