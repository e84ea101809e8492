import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: okeefe's description states "An assigned covered parking space and 24 shared spaces".
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, key: keyof typeof LISTINGS = 'okeefe') =>
  checkClaims(text, LISTINGS[key], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('every count the description states', () => {
  it('agrees with any stated count, one space named with an article included', () => {
    expect(keys('2 bed townhome with one assigned covered parking space.')).toEqual([]);
    expect(keys('2 bed townhome with 24 shared parking spaces.')).toEqual([]);
    expect(keys('2 bed townhome with 3 parking spaces.')).toEqual(['feature:parking:block']);
  });

  it('keeps a count no stated one agrees with a contradiction (marble-creek: 3 fireplaces)', () => {
    expect(keys('Custom home with 2 fireplaces.', 'marble-creek')).toEqual(['feature:fireplace:block']);
    expect(keys('Custom home with 3 fireplaces.', 'marble-creek')).toEqual([]);
  });
});
