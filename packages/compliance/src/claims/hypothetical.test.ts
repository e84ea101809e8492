import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a feature the home could have is no claim that it has it (maple-grove lists no ADU or garage).
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string) =>
  checkClaims(text, LISTINGS['maple-grove'], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('features said as possibilities', () => {
  it('skips a feature after a modal or before "buyers to verify"', () => {
    expect(keys('City code allows 2 ADUs, buyers to verify. 3 bed in Austin.')).toEqual([]);
    expect(keys('You could add a 2-car garage.')).toEqual([]);
    expect(keys('Room for an ADU in back, subject to city approval.')).toEqual([]);
  });

  it('still reads the feature the post says the home has', () => {
    expect(keys('3 bed with a 2-car garage and an ADU.')).toEqual([
      'feature:garage:warn',
      'feature:adu:warn',
    ]);
    expect(keys('It has an ADU. You could add a pool.')).toEqual(['feature:adu:warn']);
  });
});
