import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: "the high $600s" is a band the price must fall in.
const now = new Date('2026-06-01T00:00:00Z');
const price = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'price')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('price bands', () => {
  it('checks the band narrowed by low, mid and high', () => {
    // falling-spring is $695,000; maple-grove $489,000
    expect(price('priced in the high $600s', LISTINGS['falling-spring'])).toEqual(['ok:$600s']);
    expect(price('priced in the low $600s', LISTINGS['falling-spring'])).toEqual(['block:$600s']);
    expect(price('in the $400s', LISTINGS['maple-grove'])).toEqual(['ok:$400s']);
    expect(price('in the lower $400s', LISTINGS['maple-grove'])).toEqual(['block:$400s']);
  });

  it('reads no band on a rental', () => {
    expect(price('in the low $2000s', LISTINGS.larkspur)).toEqual([]);
  });

  it('warns on a comparison with an appraisal or market value the listing does not state', () => {
    expect(price('$20K under appraisal at $1,795,000', LISTINGS['e-9th'])).toEqual([
      'warn:$20K under appraisal',
      'ok:$1,795,000',
    ]);
    expect(price('$5K below asking? No: $1,795,000', LISTINGS['e-9th'])).toEqual(['ok:$1,795,000']);
  });
});
