import { type TInstagramLimit, ZInstagramLimitSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /connected-accounts/facebook/instagram-limit?page_id=: the publishing limit of the Instagram
 * account linked to the Page a post goes to (content_publishing_limit), read fresh for each Page chosen.
 */
export function usePageInstagramLimit(pageId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['scheduled-posts', 'instagram-limit', pageId],
    queryFn: async ({ signal }): Promise<TInstagramLimit> =>
      (
        await apiRequest(
          `/connected-accounts/facebook/instagram-limit?page_id=${encodeURIComponent(pageId)}`,
          { schema: ZInstagramLimitSchema, signal },
        )
      ).data,
    enabled: enabled && pageId !== '',
    staleTime: 0,
    retry: false,
  });
}
