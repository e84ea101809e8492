import { describe, expect, it } from 'vitest';
import { readTikTokRefusal, tiktokError } from './tiktok-api';
import { failReasonInWords } from './tiktok-fail-reasons';

const refusal = (status: number, code: string, message = '', headers: Record<string, string> = {}) => ({
  status,
  body: JSON.stringify({ data: {}, error: { code, message, log_id: 'log-1' } }),
  headers: new Headers(headers),
});
const now = new Date('2026-11-26T08:00:00Z');

/** TikTok's refusals as the publish job treats them (https://developers.tiktok.com/doc/tiktok-api-v2-error-handling). */
describe('readTikTokRefusal', () => {
  it('waits on rate_limit_exceeded, by Retry-After when given', () => {
    const e = readTikTokRefusal(
      refusal(429, 'rate_limit_exceeded', 'slow down', { 'retry-after': '7' }),
      'm',
      now,
    );
    expect([e?.kind, e?.retryAfterMs]).toEqual(['rate_limited', 7000]);
  });

  it('asks to reconnect on access_token_invalid and scope_not_authorized', () => {
    expect(readTikTokRefusal(refusal(401, 'access_token_invalid'), 'm', now)?.kind).toBe('unauthorized');
    expect(readTikTokRefusal(refusal(403, 'scope_not_authorized'), 'm', now)?.kind).toBe('unauthorized');
  });

  it('leaves other refusals to their status (final 4xx, retried 5xx), where their words are kept', () => {
    expect(
      readTikTokRefusal(
        refusal(403, 'unaudited_client_can_only_post_to_private_accounts', 'Private only'),
        'm',
        now,
      ),
    ).toBeUndefined();
    expect(readTikTokRefusal(refusal(500, 'internal_error'), 'm', now)).toBeUndefined();
  });

  it('refuses for good, in our words, a creator who cannot post now (never retried)', () => {
    const e = readTikTokRefusal(refusal(403, 'spam_risk_too_many_posts', 'Too many'), 'm', now);
    expect([e?.kind, e?.retryAfterMs, e?.message]).toEqual([
      'rejected',
      undefined,
      expect.stringMatching(/TikTok allows/),
    ]);
  });

  it('leaves a body without an error object to the generic reading', () => {
    expect(tiktokError('<html>bad gateway</html>')).toBeNull();
    expect(
      readTikTokRefusal({ status: 400, body: 'nope', headers: new Headers() }, 'm', now),
    ).toBeUndefined();
  });
});

describe('failReasonInWords', () => {
  it('says known reasons in words and unknown ones without underscores', () => {
    expect(failReasonInWords('duration_check_failed')).toBe(
      'the video is longer or shorter than TikTok allows',
    );
    expect(failReasonInWords('some_new_reason')).toBe('some new reason');
    expect(failReasonInWords('')).toBe('no reason given');
  });
});
