import { ZResultsSchema } from '@pp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /users/results?days=7|30: clicks and leads of the property pages. */
export async function getResults(days: 7 | 30, signal?: AbortSignal) {
  return (
    await apiRequest('/users/results', { schema: ZResultsSchema, query: { days: String(days) }, signal })
  ).data;
}

export function useResults(days: 7 | 30) {
  return useQuery({
    queryKey: ['users', 'results', days],
    queryFn: ({ signal }) => getResults(days, signal),
    placeholderData: keepPreviousData,
  });
}
