import { ZAiWriterStatusResponseSchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiWriterStatusQueryKey } from './get-ai-writer-status';

/** PUT /ai-writer/voice: allow or stop the agent's own posts as style examples (stopping deletes them). */
export function updateVoiceSetting(useMyPosts: boolean) {
  return apiRequest('/ai-writer/voice', {
    method: 'PUT',
    body: { use_my_posts: useMyPosts },
    schema: ZAiWriterStatusResponseSchema.shape.data,
  });
}

export function useUpdateVoiceSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVoiceSetting,
    onSuccess: (res) => queryClient.setQueryData(aiWriterStatusQueryKey, res.data),
  });
}
