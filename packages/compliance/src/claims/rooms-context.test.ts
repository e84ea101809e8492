import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: whose room count it is (a part of the home, a unit of a building, the home), and "3/2".
const now = new Date('2026-06-01T00:00:00Z');
const rooms = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'beds' || c.field === 'baths_total')
    .map((c) => `${c.field}:${c.verdict}`);

describe('room counts in context', () => {
  it('reads "in" or "on" a part of the home as a part, a place as the whole (maple-grove has 3 beds)', () => {
    const l = LISTINGS['maple-grove'];
    expect(rooms('2 bedrooms in the main house', l)).toEqual(['beds:ok']);
    expect(rooms('2 bedrooms on the upper level', l)).toEqual(['beds:ok']);
    expect(rooms('2 bedrooms in the heart of Austin', l)).toEqual(['beds:block']);
    expect(rooms('2BR on a quiet street', l)).toEqual(['beds:block']);
  });

  it('reads a count on a multi-family as the building’s unless the sentence is about a unit', () => {
    const l = LISTINGS['n-wayne'];
    expect(rooms('3-flat with 6 bedrooms', l)).toEqual(['beds:block']);
    expect(rooms('3-flat with 7 bedrooms', l)).toEqual(['beds:ok']);
    expect(rooms('The garden unit has 2 bedrooms', l)).toEqual(['beds:ok']);
  });

  it('reads "3/2" and "4/2/2" as beds and baths before a home or after "a", never a date', () => {
    const l = LISTINGS['maple-grove'];
    expect(rooms('Cute 3/2 home', l)).toEqual(['beds:ok', 'baths_total:ok']);
    expect(rooms('a 4/2/2 with a yard', l)).toEqual(['beds:block', 'baths_total:ok']);
    expect(rooms('a 3/3 w/ pool', l)).toEqual(['beds:ok', 'baths_total:block']);
    expect(rooms('Open house 3/2 from noon', l)).toEqual([]);
    expect(rooms('on a 1/4 acre lot', l)).toEqual([]);
  });

  it('reads a stats line without colons and a spelled count with its digits', () => {
    const l = LISTINGS['maple-grove'];
    expect(rooms('Bedrooms 4 Bathrooms 2', l)).toEqual(['beds:block', 'baths_total:ok']);
    expect(rooms('Beds 3 | Baths 3', l)).toEqual(['beds:ok', 'baths_total:block']);
    expect(rooms('Bedroom 3 is large', l)).toEqual([]);
    expect(rooms('Four (4) bedrooms', l)).toEqual(['beds:block']);
  });

  it('reads describing words between a count and its rooms', () => {
    const l = LISTINGS['maple-grove'];
    expect(rooms('with 4 spacious bedrooms', l)).toEqual(['beds:block']);
    expect(rooms('three generously sized bedrooms', l)).toEqual(['beds:ok']);
    expect(rooms('3 light-filled bedrooms', l)).toEqual(['beds:ok']);
  });
});
