import { type TScheduledPost, ZScheduledPostsResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const scheduledPostsQueryKey = (listingId: string) => ['scheduled-posts', listingId] as const;

/** GET /scheduled-posts?listing_id=… */
export async function getScheduledPosts(listingId: string, signal?: AbortSignal): Promise<TScheduledPost[]> {
  const schema = ZScheduledPostsResponseSchema.shape.data;
  return (
    await apiRequest(`/scheduled-posts?listing_id=${encodeURIComponent(listingId)}`, { schema, signal })
  ).data.posts;
}

/** Polls while a post is waiting or publishing, so the list shows it published without a reload. */
export function useScheduledPosts(listingId: string) {
  return useQuery({
    queryKey: scheduledPostsQueryKey(listingId),
    queryFn: ({ signal }) => getScheduledPosts(listingId, signal),
    refetchInterval: (query) =>
      query.state.data?.some((p) => p.status === 'scheduled' || p.status === 'publishing') ? 2000 : false,
  });
}
