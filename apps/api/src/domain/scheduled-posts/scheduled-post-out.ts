import type { TScheduledPost } from '@pp/contract';
import type { scheduledPosts } from '../../db/schema';

export type ScheduledPostRow = typeof scheduledPosts.$inferSelect;

/** The time as the agent reads it in their zone, e.g. "Mon, Nov 23, 2026, 9:00 AM EST". */
export function localTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function scheduledPostOut(row: ScheduledPostRow): TScheduledPost {
  return {
    id: row.id,
    listing_id: row.listing_id,
    platform: row.platform,
    text: row.text,
    photo_ids: row.photo_ids,
    publish_at: row.publish_at.toISOString(),
    time_zone: row.time_zone,
    publish_at_local: localTime(row.publish_at, row.time_zone),
    link_in_reply: row.link_in_reply,
    reel_id: row.reel_id,
    ...(row.platform === 'youtube' ? { youtube: row.youtube } : {}),
    ...(row.platform === 'tiktok' ? { tiktok: row.tiktok, processing_since: iso(row.processing_since) } : {}),
    ...(row.platform === 'instagram' || row.platform === 'facebook_page' ? { page_id: row.page_id } : {}),
    status: row.status,
    external_url: row.external_url,
    error: row.error,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
