import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from './get-account';

/**
 * A console action on one account (POST /operator/users/:id/<path>): every one of them answers the
 * account view stale, so it is fetched again, with the operator log's new entry.
 */
/** The answer's schema, as apiRequest takes it (from @pp/contract: fetchers import no zod of their own). */
type AnswerSchema = Parameters<typeof apiRequest>[1]['schema'];

export function useAccountAction<B, S extends AnswerSchema>(userId: string, path: string, schema: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) =>
      (await apiRequest(`/operator/users/${userId}/${path}`, { method: 'POST', body, schema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey(userId) }),
  });
}
