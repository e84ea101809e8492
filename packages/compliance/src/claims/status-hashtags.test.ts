import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';
import { splitCamel } from './status-hashtags';

// Issue 26: a status said in a hashtag, split at camel case or run together.
const now = new Date('2026-06-01T00:00:00Z');
const status = (text: string, listing = LISTINGS.okeefe) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'status')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('status hashtags', () => {
  it('splits camel case into words', () => {
    expect(splitCamel('UnderContract')).toBe('under contract');
    expect(splitCamel('JustListed')).toBe('just listed');
    expect(splitCamel('for_sale')).toBe('for sale');
  });

  it('reads a status tag against a listing for sale', () => {
    expect(status('Menlo Park townhome #pending')).toEqual(['block:#pending']);
    expect(status('Another one #UnderContract 🔥')).toEqual(['block:#UnderContract']);
    expect(status('#sold 🎉 3 bed')).toEqual(['block:#sold']);
    expect(status('#JustListed in Menlo Park')).toEqual(['ok:#JustListed']);
    expect(status('#forsale #justlisted')).toEqual(['ok:#forsale', 'ok:#justlisted']);
  });

  it('leaves topic tags and ids alone', () => {
    expect(status('#MenloParkRealEstate #openhouse #PriceReduced')).toEqual([]);
    expect(status('Unit #4B, MLS #ML81929341')).toEqual([]);
  });

  it('reads "now selling" as for sale, wrong on a rental', () => {
    expect(status('Now selling! 2 bed', LISTINGS.larkspur)).toEqual(['block:Now selling']);
  });
});
