import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: who is in the home; w-81st's description has rent-stabilized tenants.
const now = new Date('2026-06-01T00:00:00Z');
const occupancy = (text: string) =>
  readClaims(text, LISTINGS['w-81st'], { now })
    .filter((c) => c.feature === 'occupancy')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('an empty home', () => {
  it('reads "empty and ready" and "currently empty" as vacant, against tenants', () => {
    expect(occupancy('The apartment is empty and ready to go.')).toEqual(['block:empty and ready']);
    expect(occupancy('Currently empty, so show it any day.')).toEqual(['block:Currently empty']);
  });

  it('reads no occupancy in an empty room or an empty lot', () => {
    expect(occupancy('The second bedroom is empty, waiting for your desk.')).toEqual([]);
  });
});
