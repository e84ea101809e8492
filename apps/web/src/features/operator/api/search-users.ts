import { ZOperatorUserSearchResponseSchema } from '@pp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /operator/users?q=&page=: accounts by email or name, one page. */
export function useSearchUsers(q: string, page: number) {
  return useQuery({
    queryKey: ['operator', 'users', q, page],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/operator/users', {
          schema: ZOperatorUserSearchResponseSchema.shape.data,
          query: { q, page: String(page) },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
