import { describe, expect, it } from 'vitest';
import { spanInWords, TIKTOK_MESSAGES } from './tiktok';

describe('spanInWords', () => {
  it('says minutes under an hour, never "0 hours"', () => {
    expect(spanInWords(2500)).toBe('1 minute');
    expect(spanInWords(45 * 60_000)).toBe('45 minutes');
    expect(spanInWords(3_600_000)).toBe('1 hour');
    expect(spanInWords(24 * 3_600_000)).toBe('24 hours');
    expect(TIKTOK_MESSAGES.processingTimedOut(30 * 60_000)).toContain('30 minutes after it was uploaded');
    expect(TIKTOK_MESSAGES.processingTimedOut(30 * 60_000)).not.toContain('0 hours');
  });
});
