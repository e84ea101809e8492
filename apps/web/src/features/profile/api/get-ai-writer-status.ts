import { type TAiWriterStatus, ZAiWriterStatusResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../session';

export const aiWriterStatusQueryKey = ['ai-writer'] as const;

/** GET /ai-writer: whether this server offers Rewrite, and the agent's style-example choice. */
export async function getAiWriterStatus(signal?: AbortSignal): Promise<TAiWriterStatus> {
  return (await apiRequest('/ai-writer', { schema: ZAiWriterStatusResponseSchema.shape.data, signal })).data;
}

/**
 * Asked only while a session is stored: deleting the account clears the session and the cache while
 * the profile is still mounted, and a refetch then would send the agent to /sign-in instead of home.
 */
export function useAiWriterStatus() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: aiWriterStatusQueryKey,
    queryFn: ({ signal }) => getAiWriterStatus(signal),
    enabled: isLoggedIn,
  });
}
