import { describe, expect, it } from 'vitest';
import { linkedInVersionAgeMonths } from './platform-config';
import { retryAfterMs } from './platform-http';

describe('platform settings', () => {
  it('ages the LinkedIn-Version in months (the start-up warning comes at 10)', () => {
    expect(linkedInVersionAgeMonths('202610', new Date('2026-11-23T00:00:00Z'))).toBe(1);
    expect(linkedInVersionAgeMonths('202501', new Date('2026-11-23T00:00:00Z'))).toBe(22);
  });

  it('reads Retry-After as seconds or an HTTP date, a minute when missing', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Mon, 23 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBe(60_000);
  });
});
