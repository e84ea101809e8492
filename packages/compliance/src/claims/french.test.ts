import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a year built in a French post, and decades written before a count of rooms or "custom".
const now = new Date('2026-06-01T00:00:00Z');
const years = (
  text: string,
  listing: keyof typeof LISTINGS = 'okeefe', // okeefe: built 1983
) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.field === 'year_built')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('a French year built', () => {
  it('reads "construite en", "bâti en" and "dans les années"', () => {
    expect(years('Maison de ville bâtie en 1983, rénovée.')).toEqual(['ok:1983']);
    expect(years('Résidence construite en 1991 à Menlo Park.')).toEqual(['block:1991']);
    expect(years('Construit dans les années 1980, 2 chambres.')).toEqual(['ok:1980']);
    expect(years('Construit dans les années 1960.')).toEqual(['block:1960']);
  });

  it('reads no year built in a French date of something else', () => {
    expect(years('Cuisine rénovée en 2019.')).toEqual([]);
  });
});

describe('a decade before the home it dates', () => {
  it('reads a decade before a count of bedrooms or stories, after a possessive too', () => {
    expect(years('Our friends are selling their 1980s two-bedroom near the park.')).toEqual(['ok:1980s']);
    expect(years('A 1950s 2-story with new paint.')).toEqual(['block:1950s']);
  });

  it('reads "custom" as the home when no noun follows it', () => {
    expect(years('A 1983 custom, tucked behind the gate.')).toEqual(['ok:1983']);
    expect(years('Early-1990s Eichler custom on a quiet lane.')).toEqual(['block:1990s']);
  });

  it('reads no year built in a possessive year or a custom finish', () => {
    expect(years('Their 2019 3-bed sale set a record.')).toEqual([]);
    expect(years('A 2021 custom closet system.')).toEqual([]);
  });
});
