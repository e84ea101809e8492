import { stillProcessingAtTikTok, type TScheduledPost, ZScheduledPostsResponseSchema } from '@pp/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';

export const scheduledPostsQueryKey = (listingId: string) => ['scheduled-posts', listingId] as const;

/** GET /scheduled-posts?listing_id=… */
export async function getScheduledPosts(listingId: string, signal?: AbortSignal): Promise<TScheduledPost[]> {
  const schema = ZScheduledPostsResponseSchema.shape.data;
  return (
    await apiRequest(`/scheduled-posts?listing_id=${encodeURIComponent(listingId)}`, { schema, signal })
  ).data.posts;
}

/** How many of the posts have settled (published or failed): a rise means a post went out or ended. */
const settledCount = (posts: TScheduledPost[] | undefined) =>
  (posts ?? []).filter((p) => p.status === 'published' || p.status === 'failed').length;

/**
 * Polls while a post is waiting or publishing, so the list shows it published without a reload.
 * `onSettled` runs when a post settles after the list was first read, so the page's other records
 * of the listing (its posts, its compliance record) are read again instead of staying as loaded.
 */
export function useScheduledPosts(listingId: string, onSettled?: () => void) {
  const query = useScheduledPostsQuery(listingId);
  const seen = useRef<number | null>(null);
  const settled = query.data ? settledCount(query.data) : null;
  useEffect(() => {
    if (settled === null) return;
    if (seen.current !== null && settled > seen.current) onSettled?.();
    seen.current = settled;
  }, [settled, onSettled]);
  return query;
}

function useScheduledPostsQuery(listingId: string) {
  return useQuery({
    queryKey: scheduledPostsQueryKey(listingId),
    queryFn: ({ signal }) => getScheduledPosts(listingId, signal),
    // Every 2 s while one is on its way; a post TikTok is still processing (re-checked by the server
    // over hours) only every minute.
    refetchInterval: (query) => {
      const waiting = (query.state.data ?? []).filter(
        (p) => p.status === 'scheduled' || p.status === 'publishing',
      );
      if (waiting.some((p) => !stillProcessingAtTikTok(p))) return 2000;
      return waiting.length > 0 ? 60_000 : false;
    },
  });
}
