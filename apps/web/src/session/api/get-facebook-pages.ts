import { type TFacebookPage, ZFacebookPagesResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** GET /connected-accounts/facebook/pages: the member's Pages, each with its Instagram account or null. */
export async function getFacebookPages(signal?: AbortSignal): Promise<TFacebookPage[]> {
  const schema = ZFacebookPagesResponseSchema.shape.data;
  return (await apiRequest('/connected-accounts/facebook/pages', { schema, signal })).data.pages;
}

/** The Pages, one cache entry for the profile's Page choice and a post's Page field. */
export function useFacebookPages(enabled: boolean) {
  return useQuery({
    queryKey: ['connected-accounts', 'facebook', 'pages'],
    queryFn: ({ signal }) => getFacebookPages(signal),
    enabled,
  });
}
