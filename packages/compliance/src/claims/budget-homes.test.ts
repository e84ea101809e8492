import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a post setting the listing beside other homes one budget buys gives each part its home.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('the homes one budget buys', () => {
  it("leaves an unnamed home's beds, kind and fees to that home, line by line", () => {
    expect(
      found(
        'Here is what $275K gets you around Columbus:\n- German Village: a 1-bed condo, 700 sq ft, $250/mo HOA\n- Franklinton: 88 S Cypress Ave, 3 beds and a two-car garage',
      ),
    ).toEqual([]);
    expect(
      found(
        'For $348,000 you could get a 2-bed townhouse in Plaza Midwood with a community pool, or 5518 Lee Marie Ln, a 4-bed house with a fenced yard.',
        LISTINGS['lee-marie'],
      ),
    ).toEqual([]);
  });

  it("still checks the part that names the listing's own address", () => {
    expect(
      found(
        'What $275K buys in Columbus:\n• Hilltop: a 2-bed cottage\n• Franklinton: 88 S Cypress Ave, a 5-bed house, 1,260 sq ft',
      ),
    ).toEqual(['beds:block']);
  });

  it('reads an unnamed home as the listing where no budget frames the post, or the post names no address', () => {
    expect(found('Franklinton: a 2-bed condo, 900 sq ft, at 88 S Cypress Ave.')).toEqual([
      'beds:block',
      'property_type:block',
      'living_area_sqft:block',
    ]);
    expect(found('What $275K buys in Franklinton: a 2-bed condo with room to grow.')).toEqual([
      'beds:block',
      'property_type:block',
    ]);
  });
});
