import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from './get-account';

/**
 * A console action on one account (POST /operator/users/:id/<path>): every one of them answers the
 * account view stale, so it is fetched again, with the operator log's new entry.
 */
export function useAccountAction<B, S extends z.ZodType>(userId: string, path: string, schema: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) =>
      (await apiRequest(`/operator/users/${userId}/${path}`, { method: 'POST', body, schema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey(userId) }),
  });
}
