import { describe, expect, it } from 'vitest';
import { hasLink, isoToLocalInput, localInputToIso } from './local-time';

describe('local time of the schedule form', () => {
  it('turns the datetime-local value into UTC and back', () => {
    const iso = localInputToIso('2031-01-15T09:30');
    expect(iso).toMatch(/^2031-01-1\dT\d\d:30:00.000Z$/);
    expect(isoToLocalInput(iso)).toBe('2031-01-15T09:30');
  });

  it('spots links', () => {
    expect(hasLink('see https://example.com/a')).toBe(true);
    expect(hasLink('no link here')).toBe(false);
  });
});
