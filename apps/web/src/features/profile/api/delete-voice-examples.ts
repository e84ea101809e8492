import { ZMessageOnlySchema } from '@pp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiWriterStatusQueryKey } from './get-ai-writer-status';

/** DELETE /ai-writer/voice/examples: every stored style example goes; the choice itself stays. */
export function deleteVoiceExamples() {
  return apiRequest('/ai-writer/voice/examples', { method: 'DELETE', schema: ZMessageOnlySchema.shape.data });
}

export function useDeleteVoiceExamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoiceExamples,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiWriterStatusQueryKey }),
  });
}
