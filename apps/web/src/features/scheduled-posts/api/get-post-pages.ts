import {
  type TConnectedAccount,
  type TFacebookPage,
  type TInstagramLimit,
  ZConnectedAccountsResponseSchema,
  ZFacebookPagesResponseSchema,
  ZInstagramLimitSchema,
} from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * What a post to Instagram or a Facebook Page reads before it is sent (issue 27): the Pages the agent
 * manages, the connection's Page (the default choice), and the publishing limit of the Instagram
 * account linked to the chosen Page (content_publishing_limit).
 */

/** GET /connected-accounts/facebook/pages. */
export function usePostPages(enabled: boolean) {
  return useQuery({
    queryKey: ['scheduled-posts', 'facebook-pages'],
    queryFn: async ({ signal }): Promise<TFacebookPage[]> =>
      (
        await apiRequest('/connected-accounts/facebook/pages', {
          schema: ZFacebookPagesResponseSchema.shape.data,
          signal,
        })
      ).data.pages,
    enabled,
  });
}

/** The connection's chosen Page id (GET /connected-accounts), or null when none is chosen. */
export function useDefaultPageId(enabled: boolean) {
  return useQuery({
    // Shares the connected-accounts card's cache entry: a Page chosen there is the default here.
    queryKey: ['connected-accounts'],
    queryFn: async ({ signal }): Promise<TConnectedAccount[]> =>
      (
        await apiRequest('/connected-accounts', {
          schema: ZConnectedAccountsResponseSchema.shape.data,
          signal,
        })
      ).data.accounts,
    enabled,
    select: (accounts) => accounts.find((a) => a.platform === 'facebook')?.page?.id ?? null,
  });
}

/** GET /connected-accounts/facebook/instagram-limit?page_id=: read fresh for each Page chosen. */
export function usePageInstagramLimit(pageId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['scheduled-posts', 'instagram-limit', pageId],
    queryFn: async ({ signal }): Promise<TInstagramLimit> =>
      (
        await apiRequest(
          `/connected-accounts/facebook/instagram-limit?page_id=${encodeURIComponent(pageId)}`,
          {
            schema: ZInstagramLimitSchema,
            signal,
          },
        )
      ).data,
    enabled: enabled && pageId !== '',
    staleTime: 0,
    retry: false,
  });
}
