import { type ScheduledPostStatus, stillProcessingAtTikTok, type TScheduledPost } from '@pp/contract';

// The picker's time conversions (browserTimeZone, localInputToIso, isoToLocalInput, hasLink) are
// shared with the web app in @pp/contract (local-time.ts).

export const STATUS_LABELS: Record<ScheduledPostStatus, string> = {
  scheduled: 'Scheduled',
  publishing: 'Publishing…',
  published: 'Published',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** How long before its time a scheduled post is watched for its outcome. */
const SOON_MS = 60_000;

/**
 * Whether the list should be read again shortly: a post is being published, or one is due within a
 * minute (its outcome arrives from the queue, not from this panel).
 */
export function needsPolling(posts: TScheduledPost[], now: number): boolean {
  return posts.some(
    (p) =>
      // A post TikTok is still processing is re-checked by the server over hours: not watched here.
      (p.status === 'publishing' && !stillProcessingAtTikTok(p)) ||
      (p.status === 'scheduled' && Date.parse(p.publish_at) - now < SOON_MS),
  );
}
