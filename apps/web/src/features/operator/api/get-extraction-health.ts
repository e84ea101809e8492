import { type TExtractionHealth, ZExtractionHealthSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /operator/extraction-health?days=N: fill rates per day and the flags (support and admin only). */
export async function getExtractionHealth(days: number, signal?: AbortSignal): Promise<TExtractionHealth> {
  return (
    await apiRequest('/operator/extraction-health', {
      schema: ZExtractionHealthSchema,
      query: { days: String(days) },
      signal,
    })
  ).data;
}

export function useExtractionHealth(days: number) {
  return useQuery({
    queryKey: ['operator', 'extraction-health', days],
    queryFn: ({ signal }) => getExtractionHealth(days, signal),
    // A 403 (not an operator) will not change by asking again.
    retry: false,
  });
}
