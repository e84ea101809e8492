import type { TScheduledPost } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { needsPolling } from './schedule-time';

const post = (change: Partial<TScheduledPost>): TScheduledPost => ({
  id: 'p1',
  listing_id: 'l1',
  platform: 'twitter',
  text: 'Open house',
  photo_ids: [],
  publish_at: '2031-01-15T14:30:00.000Z',
  time_zone: 'America/New_York',
  publish_at_local: 'Wed, Jan 15, 2031, 9:30 AM EST',
  link_in_reply: false,
  status: 'scheduled',
  external_url: null,
  error: null,
  published_at: null,
  created_at: '2031-01-01T00:00:00.000Z',
  ...change,
});

describe('watching for outcomes', () => {
  const now = Date.parse('2031-01-15T14:29:30.000Z');
  it('polls while a post is publishing or due within a minute', () => {
    expect(needsPolling([post({ status: 'publishing' })], now)).toBe(true);
    expect(needsPolling([post({})], now)).toBe(true);
  });
  it('rests when every post is settled or far off', () => {
    expect(needsPolling([post({ publish_at: '2031-01-16T00:00:00.000Z' })], now)).toBe(false);
    expect(needsPolling([post({ status: 'published' }), post({ status: 'cancelled' })], now)).toBe(false);
    // TikTok still processing: the server re-checks it over hours; the panel does not poll every 3 s.
    const processing = post({
      platform: 'tiktok',
      status: 'publishing',
      publish_at: '2031-01-15T12:00:00.000Z',
      processing_since: '2031-01-15T12:20:00.000Z',
    });
    expect(needsPolling([processing], now)).toBe(false);
  });
});
