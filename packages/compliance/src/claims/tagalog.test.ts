import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: Tagalog room words, read as the Spanish and Vietnamese ones are (cypress: 3 beds, 1 bath).
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string) =>
  checkClaims(text, LISTINGS.cypress, { now }).map((f) => `${f.field}:${f.severity}:${f.claim}`);

describe('Tagalog rooms', () => {
  it('reads "N na kwarto" as bedrooms against the listing', () => {
    expect(found('Bahay sa Columbus: 5 na kwarto, malaking bakuran.')).toEqual(['beds:block:5 na kwarto']);
    expect(found('Bahay sa Columbus: 3 na kwarto, malaking bakuran.')).toEqual([]);
  });

  it('reads no room count where no count stands before the word', () => {
    expect(found('Maluwag ang kwarto at may bintana.')).toEqual([]);
  });
});
