import { type TAiWriterStatus, ZAiWriterStatusResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const aiWriterStatusQueryKey = ['ai-writer'] as const;

/** GET /ai-writer: whether this server offers Rewrite, and the agent's style-example choice. */
export async function getAiWriterStatus(signal?: AbortSignal): Promise<TAiWriterStatus> {
  return (await apiRequest('/ai-writer', { schema: ZAiWriterStatusResponseSchema.shape.data, signal })).data;
}

export function useAiWriterStatus() {
  return useQuery({ queryKey: aiWriterStatusQueryKey, queryFn: ({ signal }) => getAiWriterStatus(signal) });
}
