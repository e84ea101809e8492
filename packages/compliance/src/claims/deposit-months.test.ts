import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a deposit counted in months of rent.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now })
    .filter((f) => f.feature)
    .map((f) => `${f.feature}:${f.severity}`);

describe('a deposit in months', () => {
  it('is a deposit to confirm where the listing names none', () => {
    // larkspur names no deposit.
    expect(features("Deposit is 2 months' rent, paid at signing.", LISTINGS.larkspur)).toEqual([
      'deposit:warn',
    ]);
  });

  it('is no contradiction of a deposit the listing names as a sum', () => {
    // dean-keeton's description names a $1,500 deposit.
    expect(features('Deposit of one month of rent holds it.', LISTINGS['dean-keeton'])).toEqual([]);
    // A month of rent without "deposit" is no deposit.
    expect(features('First month of rent due at signing.', LISTINGS.larkspur)).toEqual([]);
  });
});
