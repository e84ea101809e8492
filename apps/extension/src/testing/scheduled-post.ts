import type { TScheduledPost } from '@pp/contract';

/**
 * A post as GET /scheduled-posts answers it: listing l1's reel r1 to Instagram, publishing, for
 * Thu 26 Nov 2026 8:00 UTC. Tests override the fields they are about.
 */
export const scheduledPost = (over: Partial<TScheduledPost> = {}): TScheduledPost => ({
  id: 'p1',
  listing_id: 'l1',
  platform: 'instagram',
  text: 'Just listed',
  photo_ids: [],
  publish_at: '2026-11-26T08:00:00.000Z',
  time_zone: 'UTC',
  publish_at_local: 'Thu, Nov 26, 2026, 8:00 AM UTC',
  link_in_reply: false,
  reel_id: 'r1',
  status: 'publishing',
  external_url: null,
  error: null,
  published_at: null,
  created_at: '2026-11-26T08:00:00.000Z',
  ...over,
});
