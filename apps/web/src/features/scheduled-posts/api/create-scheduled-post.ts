import { type TCreateScheduledPostRequest, ZScheduledPostSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scheduledPostsQueryKey } from './get-scheduled-posts';

/** POST /scheduled-posts. */
export function createScheduledPost(body: TCreateScheduledPostRequest) {
  return apiRequest('/scheduled-posts', { method: 'POST', body, schema: ZScheduledPostSchema });
}

export function useCreateScheduledPost(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScheduledPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledPostsQueryKey(listingId) }),
  });
}
