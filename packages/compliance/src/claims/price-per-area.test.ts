import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: price per square foot against the price over the living area.
const now = new Date('2026-06-01T00:00:00Z');
const price = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'price')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('price per square foot', () => {
  it('agrees within rounding', () => {
    // 275,000 / 1,260 = 218.25; 489,000 / 1,684 = 290.4
    expect(price('about $218/sq ft', LISTINGS.cypress)).toEqual(['ok:$218/sq ft']);
    expect(price('~$290/sf in 78745', LISTINGS['maple-grove'])).toEqual(['ok:$290/sf']);
    expect(price('$290 per square foot', LISTINGS['maple-grove'])).toEqual(['ok:$290 per square foot']);
  });

  it('blocks a figure the price and area do not give', () => {
    expect(price('Only $190/sq ft!', LISTINGS.cypress)).toEqual(['block:$190/sq ft']);
    expect(price('$265 per sq ft', LISTINGS['maple-grove'])).toEqual(['block:$265 per sq ft']);
  });

  it('reads nothing on a rental or without a listed price', () => {
    expect(price('$2.50/sf', LISTINGS.larkspur)).toEqual([]);
    expect(price('$900/sf', LISTINGS['w-81st'])).toEqual([]);
  });
});
