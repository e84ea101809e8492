import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasLink, isoToLocalInput, localInputToIso } from './local-time';

afterEach(() => vi.unstubAllEnvs());

describe('the schedule picker in the agent zone', () => {
  it('reads the picker in the local zone and stores UTC; shows the stored time back local', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(localInputToIso('2031-01-15T09:30')).toBe('2031-01-15T14:30:00.000Z');
    expect(isoToLocalInput('2031-01-15T14:30:00.000Z')).toBe('2031-01-15T09:30');
    expect(isoToLocalInput('2031-01-15T05:05:00.000Z')).toBe('2031-01-15T00:05'); // midnight is 00, not 24
    vi.stubEnv('TZ', 'Asia/Tokyo');
    expect(localInputToIso('2031-01-15T09:30')).toBe('2031-01-15T00:30:00.000Z');
  });

  it('an empty, partial or impossible picker value is no time at all', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2031-01-15')).toBeNull();
    expect(localInputToIso('2031-13-45T09:30')).toBeNull();
  });

  it('spots links in an X post', () => {
    expect(hasLink('Tour it https://example.com/p/1')).toBe(true);
    expect(hasLink('No link here')).toBe(false);
  });
});
