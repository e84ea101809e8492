import { ZOperatorQueuesSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /operator/queues: jobs per queue and state, with their errors; refreshed while the page is open. */
export function useQueues() {
  return useQuery({
    queryKey: ['operator', 'queues'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/operator/queues', { schema: ZOperatorQueuesSchema, signal })).data,
    refetchInterval: 10_000,
    retry: false,
  });
}
