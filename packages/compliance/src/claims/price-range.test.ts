import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: prices as ranges, bare "795K", "dólares" and "mil", and a rent's rounding.
const now = new Date('2026-06-01T00:00:00Z');
const price = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'price')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('price ranges and bare sums', () => {
  it('checks a range as a span (maple-grove is $489,000)', () => {
    const l = LISTINGS['maple-grove'];
    expect(price('priced $475-495K', l)).toEqual(['ok:$475-495K']);
    expect(price('priced $500-525K', l)).toEqual(['block:$500-525K']);
    expect(price('between $450,000 and $470,000', l)).toEqual(['block:$450,000 and $470,000']);
    expect(price('$480K – $499K', l)).toEqual(['ok:$480K – $499K']);
  });

  it('reads a dash with spaces and no sum after it as punctuation', () => {
    expect(price('SOLD for $1.25M — 3 bed estate', LISTINGS['ne-183rd'])).toEqual(['block:$1.25M']);
  });

  it('reads a bare "795K", "dólares" and "489 mil" as prices, not "1.2K sq ft"', () => {
    const l = LISTINGS['maple-grove'];
    expect(price('Just listed: 489K.', l)).toEqual(['ok:489K']);
    expect(price('Just listed: 589K.', l)).toEqual(['block:589K']);
    expect(price('589,000 dólares', l)).toEqual(['block:589,000 dólares']);
    expect(price('$489 mil', l)).toEqual(['ok:$489 mil']);
    expect(price('Casa bonita. 589 mil dólares.', l)).toEqual(['block:589 mil dólares']);
    expect(price('1.7K sq ft and 10K followers', l)).toEqual([]);
    expect(price('asking 589,000', l)).toEqual(['block:589,000']);
    expect(price('Price: 489,000', l)).toEqual(['ok:489,000']);
    expect(price('Lot size: 13,504', l)).toEqual([]);
  });

  it('reads a band without "$" only with low/mid/high or a price word', () => {
    expect(price('low 400s', LISTINGS['maple-grove'])).toEqual(['block:400s']);
    expect(price('high 400s', LISTINGS['maple-grove'])).toEqual(['ok:400s']);
    expect(price('priced in the 400s', LISTINGS['maple-grove'])).toEqual(['ok:400s']);
    expect(price('built in the 1990s', LISTINGS['maple-grove'])).toEqual([]);
  });

  it('holds a rent to the dollar but lets a sale price round', () => {
    expect(price('$2.3k/mo 2BR', LISTINGS.larkspur)).toEqual(['block:$2.3k/mo']);
    expect(price('$2.35k/mo 2BR', LISTINGS.larkspur)).toEqual(['ok:$2.35k/mo']);
    expect(price('$12.9M oceanfront', LISTINGS['ocean-front-walk'])).toEqual(['ok:$12.9M']);
    expect(price('2,550/month', LISTINGS.larkspur)).toEqual(['block:2,550/month']);
    expect(price('2,350 per month', LISTINGS.larkspur)).toEqual(['ok:2,350 per month']);
  });
});
