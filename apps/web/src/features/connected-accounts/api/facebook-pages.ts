import { type TInstagramLimit, ZConnectedAccountSchema, ZInstagramLimitSchema } from '@pp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { connectedAccountsQueryKey } from '../../../session';

/** PUT /connected-accounts/facebook/page: the Page to publish to; the accounts list shows it after. */
export function useChoosePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pageId: string) =>
      (
        await apiRequest('/connected-accounts/facebook/page', {
          method: 'PUT',
          body: { page_id: pageId },
          schema: ZConnectedAccountSchema,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectedAccountsQueryKey }),
  });
}

/** GET /connected-accounts/facebook/instagram-limit: API posts in the last 24 hours and the cap. */
export function useInstagramLimit(enabled: boolean) {
  return useQuery({
    queryKey: ['connected-accounts', 'facebook', 'instagram-limit'],
    queryFn: async ({ signal }): Promise<TInstagramLimit> =>
      (
        await apiRequest('/connected-accounts/facebook/instagram-limit', {
          schema: ZInstagramLimitSchema,
          signal,
        })
      ).data,
    enabled,
    retry: false,
  });
}
