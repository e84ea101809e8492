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
    // Every 2 s while one is on its way; a post TikTok is still processing (re-checked by the server
    // over hours) only every minute.
    refetchInterval: (query) => {
      const posts = query.state.data ?? [];
      if (posts.some((p) => p.status === 'scheduled' || (p.status === 'publishing' && !p.processing_since)))
        return 2000;
      return posts.some((p) => p.status === 'publishing') ? 60_000 : false;
    },
  });
}
