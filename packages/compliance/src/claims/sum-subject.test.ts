import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a sum said of an appraisal, a loan, a net or a fee is not the asking price; the price stays checked.
const now = new Date('2026-06-01T00:00:00Z');
const keys = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}`);

describe('what a sum is said of', () => {
  it('leaves a valuation, a loan, a net and a fee alone', () => {
    expect(keys("The lender's valuation is about $701,000 on this one.", 'okeefe')).toEqual([]);
    expect(keys('Appraiser (independent): $650,000.', 'okeefe')).toEqual([]);
    expect(keys('Projected proceeds: $402,000 to the owners.', 'okeefe')).toEqual([]);
    expect(keys('Loan balance at roughly $310,500.', 'okeefe')).toEqual([]);
    expect(keys('A 7.25% rate on $588,000 over thirty years.', 'okeefe')).toEqual([]);
    expect(keys('Listing commission (2.5%): $18,375', 'okeefe')).toEqual([]);
  });

  it('leaves the gap between two sums alone', () => {
    expect(keys('Our offer landed a $23,000 gap above the bank figure.', 'okeefe')).toEqual([]);
    expect(keys('The valuation fell $25K short.', 'okeefe')).toEqual([]);
  });

  it('still checks the price said of the home', () => {
    expect(keys('Appraisal ordered. Asking price: $799,000.', 'okeefe')).toEqual(['price:block']);
    expect(keys('Priced under appraisal at $799,000.', 'okeefe')).toEqual(['price:block']);
    expect(keys('Loan-ready and listed at $799,000.', 'okeefe')).toEqual(['price:block']);
    expect(keys('Offered at $735,000, proceeds to charity.', 'okeefe')).toEqual([]);
    expect(keys('Just listed: $699,000 short sale.', 'okeefe')).toEqual(['price:block']);
    expect(keys('Strong interest at $799K already.', 'okeefe')).toEqual(['price:block']);
  });
});
