import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: an agent's sales tally, a unit named by "#", a buyer's reported wish and a spec line's dots.
const now = new Date('2026-06-01T00:00:00Z');
const keys = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}`);

describe('post shapes (held-out-15 families)', () => {
  it("reads a sum with a bare 'sold' as the agent's tally", () => {
    expect(keys('Twenty years in Katy, $640M closed since 2006.', 'marble-creek')).toEqual([]);
    expect(keys('Our team: $3.1 billion sold, 900 families.', 'marble-creek')).toEqual([]);
    expect(keys('Just sold for $900,000.', 'marble-creek')).toEqual(['status:block', 'price:block']);
  });

  it('places a unit named by "#" in a post that names its own unit too', () => {
    expect(keys('Next door #7 (4 bedrooms) closed at $990K last fall. #11 is yours.', 'okeefe')).toEqual([]);
    // Without the listing's own number, a stray "#7" may be a typo for it: the figures stay checked.
    expect(keys('#7 has 4 bedrooms.', 'okeefe')).toEqual(['beds:block']);
  });

  it("reads a person's reported wish as no claim, and the clause after it as one", () => {
    expect(keys('Two clients want a 4-bed with a pool, and this is not it.', 'okeefe')).toEqual([]);
    expect(keys('The tenants were hoping for a 3BR; this one has 3 bedrooms.', 'okeefe')).toEqual([
      'beds:block',
    ]);
    expect(keys('You need 4 bedrooms? This home has 4 bedrooms.', 'okeefe')).toEqual(['beds:block']);
  });

  it("ends an area's cell at a spec line's dot", () => {
    expect(keys('3 BR · 1,540 SF · Corner lot', 'birch-hollow')).toEqual([]);
    expect(keys('3 BR · 1,540 SF corner lot', 'birch-hollow')).toEqual(['lot_size:block']);
  });
});
