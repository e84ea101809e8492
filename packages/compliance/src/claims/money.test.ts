import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: which numbers are sums of money (money.ts); a sum spelled to the thousands is one.
const now = new Date('2026-06-01T00:00:00Z');
const keys = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}`);

describe('a price spelled in words without "dollars"', () => {
  it('reads a sum to the thousands before "for" or at the end as the price', () => {
    expect(keys('Three hundred ninety-nine thousand for a Charlotte 4-bed!', 'lee-marie')).toEqual([
      'price:block',
    ]);
    expect(keys('Three hundred forty-eight thousand for a Charlotte 4-bed!', 'lee-marie')).toEqual([]);
    expect(keys('Yours for three hundred ninety-nine thousand.', 'lee-marie')).toEqual(['price:block']);
  });

  it('reads no price from a spelled count of something else', () => {
    expect(keys('Three hundred thousand reasons to move to Charlotte.', 'lee-marie')).toEqual([]);
    expect(keys('Over two thousand happy clients since 2001.', 'lee-marie')).toEqual([]);
  });
});
