import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: "studio" as the home is 0 bedrooms; a dashed "3/2" spec is beds and baths.
const now = new Date('2026-06-01T00:00:00Z');
const rooms = (text: string, listing: keyof typeof LISTINGS) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.field === 'beds' || c.field === 'baths_total')
    .map((c) => `${c.field}:${c.verdict}`);

describe('studio and dashed shorthand', () => {
  it('reads a studio home as no bedroom', () => {
    expect(rooms('Studio in Menlo Park.', 'okeefe')).toEqual(['beds:block']);
    expect(rooms('Studio apartment, $735K.', 'okeefe')).toEqual(['beds:block']);
    expect(rooms('Studio for rent near UT.', 'dean-keeton')).toEqual(['beds:block']);
  });

  it('leaves a studio room, a workplace and a place name alone', () => {
    expect(rooms('Townhome with a studio over the garage.', 'okeefe')).toEqual([]);
    expect(rooms('Art studio in the garage.', 'okeefe')).toEqual([]);
    expect(rooms('Townhome with a studio for guests.', 'okeefe')).toEqual([]);
    expect(rooms('Room for a gym, studio, or lounge.', 'okeefe')).toEqual([]);
    expect(rooms('Near Studio City.', 'okeefe')).toEqual([]);
  });

  it('reads "3/2" after a spec dash, not after an event', () => {
    expect(rooms('Charming brick home — 3/2, two-car garage.', 'lee-marie')).toEqual([
      'beds:block',
      'baths_total:block',
    ]);
    expect(rooms('Charming brick home — 4/2.5, two-car garage.', 'lee-marie')).toEqual([
      'beds:ok',
      'baths_total:ok',
    ]);
    expect(rooms('Open house — 3/2, two to four.', 'lee-marie')).toEqual([]);
    expect(rooms('Offers due — 3/2, noon.', 'lee-marie')).toEqual([]);
  });
});
