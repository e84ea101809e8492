import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: "level" land is flat land, not a story count (ne-183rd states no stories; sparrow-hawk is 1-story).
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, key: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[key], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('stories', () => {
  it('reads no story count in level land or a fractional number', () => {
    expect(keys('3-bedroom estate on 2.15 level acres in Kenmore.', 'ne-183rd')).toEqual([]);
    expect(keys('3 bed on a level lot in McKinney.', 'sparrow-hawk')).toEqual([]);
  });

  it('still reads the home’s own levels', () => {
    expect(keys('3 bed, 2 levels, in Kenmore.', 'ne-183rd')).toEqual(['feature:stories:warn']);
    expect(keys('3 bed on 2 levels in McKinney.', 'sparrow-hawk')).toEqual(['feature:stories:block']);
  });
});
