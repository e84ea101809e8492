import type { TScheduledPost } from '@pp/contract';

/**
 * A post as GET /scheduled-posts answers it: listing l1's LinkedIn post "Just listed", scheduled for
 * Fri 10 Jan 2031 10:00 UTC. Tests override the fields they are about.
 */
export const scheduledPost = (over: Partial<TScheduledPost> = {}): TScheduledPost => ({
  id: 'p1',
  listing_id: 'l1',
  platform: 'linkedin',
  text: 'Just listed',
  photo_ids: [],
  publish_at: '2031-01-10T10:00:00Z',
  time_zone: 'UTC',
  publish_at_local: 'Fri, Jan 10, 2031, 10:00 AM UTC',
  link_in_reply: false,
  status: 'scheduled',
  external_url: null,
  error: null,
  published_at: null,
  created_at: '2031-01-10T09:00:00Z',
  ...over,
});
