import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: decades with their century in words, "late 90s", and "nearly an acre" as a bound.
const now = new Date('2026-06-01T00:00:00Z');
const said = (text: string, listing: keyof typeof LISTINGS, field: string) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.field === field)
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('decades and bounds in words', () => {
  it('reads a decade with its century written as one decade', () => {
    expect(said('Built in the nineteen-forties.', 'birch-hollow', 'year_built')).toEqual([
      'block:nineteen-forties',
    ]);
    expect(said('Built in the nineteen-seventies.', 'birch-hollow', 'year_built')).toEqual([
      'ok:nineteen-seventies',
    ]);
    expect(said('Built in the late 90s.', 'maple-grove', 'year_built')).toEqual(['ok:90s']);
    expect(said('Built in the late 80s.', 'maple-grove', 'year_built')).toEqual(['block:80s']);
  });

  it('checks "nearly an acre" as a bound under an acre', () => {
    expect(said('Sits on nearly an acre.', 'maple-grove', 'lot_size')).toEqual(['block:an acre']);
    expect(said('Sits on nearly an acre.', 'falling-spring', 'lot_size')).toEqual(['block:an acre']);
    expect(said('On nearly a quarter acre.', 'maple-grove', 'lot_size')).toEqual(['ok:quarter acre']);
  });
});
