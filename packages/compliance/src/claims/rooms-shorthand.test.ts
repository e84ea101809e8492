import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: "4/2.5" shorthand, and a half bath counted as a half.
const now = new Date('2026-06-01T00:00:00Z');
const rooms = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'beds' || c.field === 'baths_total')
    .map((c) => `${c.field}:${c.verdict}`);

describe('beds and baths shorthand', () => {
  it('reads "4/3.5" as beds and baths, and "4/2.5" as wrong baths', () => {
    expect(rooms('4/3.5 colonial in Gaithersburg', LISTINGS['falling-spring'])).toEqual([
      'beds:ok',
      'baths_total:ok',
    ]);
    expect(rooms('4/2.5 colonial in Gaithersburg', LISTINGS['falling-spring'])).toEqual([
      'beds:ok',
      'baths_total:block',
    ]);
    expect(rooms('5/3.5 colonial', LISTINGS['falling-spring'])).toEqual(['beds:block', 'baths_total:ok']);
  });

  it('leaves dates alone', () => {
    expect(rooms('Open house 4/12 and 5/3', LISTINGS['falling-spring'])).toEqual([]);
  });

  it('counts a half bath as a half', () => {
    expect(rooms('4 bed 3 bath in Charlotte', LISTINGS['lee-marie'])).toEqual([
      'beds:ok',
      'baths_total:block',
    ]);
    expect(rooms('4 bed 2.5 bath in Charlotte', LISTINGS['lee-marie'])).toEqual([
      'beds:ok',
      'baths_total:ok',
    ]);
    expect(rooms('5BR/4BA in Houston', LISTINGS['marble-creek'])).toEqual([
      'beds:block',
      'baths_total:block',
    ]);
  });

  it('reads the bed and bath emoji as the words, and a labelled "Beds/Baths: 4/3"', () => {
    const l = LISTINGS['maple-grove']; // 3 beds, 2 baths
    expect(rooms('🛏 4 | 🛁 2', l)).toEqual(['beds:block', 'baths_total:ok']);
    expect(rooms('3🛏️ 3🛁', l)).toEqual(['beds:ok', 'baths_total:block']);
    expect(rooms('Beds/Baths: 4/2', l)).toEqual(['beds:block', 'baths_total:ok']);
    expect(rooms('Relax 🛁', l)).toEqual([]);
  });

  it('survives a label with no count after it', () => {
    expect(rooms('Baths:', LISTINGS['maple-grove'])).toEqual([]);
    expect(rooms('Beds/Baths:', LISTINGS['maple-grove'])).toEqual([]);
  });
});
