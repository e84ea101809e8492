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

describe('a question about a use', () => {
  // maple-grove: 3 beds, no office or basement named.
  it('offers what follows "be" in a modal question as a use, not a part', () => {
    expect(keys('Might the loft be your fifth bedroom?')).toEqual([]);
    expect(keys('Would the sunroom make a nice spot? Could it be your home office?')).toEqual([]);
  });

  it('still claims the definite subject of the question and statements', () => {
    expect(keys('Could the walkout basement become a gym?')).toEqual(['feature:basement:warn']);
    expect(keys('The loft is your fifth bedroom.')).toEqual(['beds:block']);
    expect(keys('Could a pool fit out back?')).toEqual([]);
    expect(keys('Could this be it? 5 bedrooms and a home office.')).toEqual([
      'beds:block',
      'feature:home_office:warn',
    ]);
  });
});

describe('a feature the seller promises', () => {
  // maple-grove names no ADU or garage.
  it('reads work a party to the sale will do as a claim to confirm', () => {
    expect(keys('Good news: the owners will add a 2-car garage before closing.')).toEqual([
      'feature:garage:warn',
    ]);
    expect(keys('The builder is installing an ADU out back.')).toEqual(['feature:adu:warn']);
  });

  it("still skips the buyer's own possibility", () => {
    expect(keys('Buyers could add a 2-car garage.')).toEqual([]);
    expect(keys('The seller notes you can install an ADU.')).toEqual([]);
  });
});
