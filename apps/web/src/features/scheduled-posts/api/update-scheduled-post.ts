import { type TUpdateScheduledPostRequest, ZScheduledPostSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scheduledPostsQueryKey } from './get-scheduled-posts';

/** PATCH /scheduled-posts/:id (only while scheduled). */
export function updateScheduledPost(id: string, body: TUpdateScheduledPostRequest) {
  return apiRequest(`/scheduled-posts/${id}`, { method: 'PATCH', body, schema: ZScheduledPostSchema });
}

export function useUpdateScheduledPost(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateScheduledPostRequest }) =>
      updateScheduledPost(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledPostsQueryKey(listingId) }),
  });
}
