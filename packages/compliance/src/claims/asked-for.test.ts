import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a question asking what the reader wants, and a cost to budget for, claim nothing of the home.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: keyof typeof LISTINGS = 'lee-marie') =>
  checkClaims(text, LISTINGS[listing], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('a wish asked as a question', () => {
  it('reads no claim in the question', () => {
    expect(found('Want a hot tub? The patio is big enough for one.')).toEqual([]);
    expect(found('Looking for a fifth bedroom? The dining room could convert.')).toEqual([]);
    expect(found('Do you need a pool this summer? Ask me about memberships.')).toEqual([]);
  });

  it('still reads the answer, and questions that are no wish', () => {
    expect(found('Want a yard? This one has a pool.')).toEqual(['feature:pool:warn']);
    expect(found('Who else loves a home with 6 bedrooms?')).toEqual(['beds:block']);
    expect(found('Need space? 6 bedrooms here.')).toEqual(['beds:block']);
  });
});

describe('a cost to budget for', () => {
  it('reads no part the home has', () => {
    expect(found("We'd budget for a new roof within five years.")).toEqual([]);
  });

  it('still reads a part that is not budgeted', () => {
    expect(found('It has a new roof, so no need to budget.')).toEqual(['feature:new_roof:warn']);
  });
});

describe('a question of fact, answered after it', () => {
  it('reads no claim in the question itself', () => {
    expect(found('Buyer: Does it have a hot tub?\nMe: No, but the patio is huge.')).toEqual([]);
    expect(found('Q: Elevator? A: Not in this building.')).toEqual([]);
    expect(found('Is the home a duplex or a single-family? It is single-family.', 'lee-marie')).toEqual([]);
    expect(found('Q: Wine cellar? A: Yes, a temperature-controlled wine cellar.')).toEqual([
      'feature:wine_cellar:warn',
    ]);
  });

  it('still reads a bare yes, a teaser with a figure, and rhetoric', () => {
    expect(found('Q: Hot tub? A: Yes!')).toEqual(['feature:hot_tub:warn']);
    expect(found('Buyer: Hot tub?\nMe: Yep!')).toEqual(['feature:hot_tub:warn']);
    expect(found('Buyer: Hot tub?\nMe: Nope.')).toEqual([]);
    expect(found('Only $999K? Call today.')).toEqual(['price:block']);
    expect(found('Who could resist a home with 7 bedrooms?')).toEqual(['beds:block']);
  });
});
