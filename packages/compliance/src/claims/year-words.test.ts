import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: the year built in short forms, spec-sheet keys and other languages.
const now = new Date('2026-06-01T00:00:00Z');
const maple = LISTINGS['maple-grove'];
const built = maple.year_built!;
const found = (text: string, listing = maple) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('year built notations', () => {
  it('reads "c." and "ca." before a full year as circa the year built', () => {
    expect(found(`3/2 ranch, c. ${built - 12}, big yard.`)).toEqual(['year_built:block']);
    expect(found(`3/2 ranch, ca. ${built + 2}, big yard.`)).toEqual([]);
  });

  it('reads a "Year:" key opening a sheet line', () => {
    expect(found(`Beds: 3\nYear: ${built - 20}\nPrice: $489,000`)).toEqual(['year_built:block']);
    expect(found(`Beds: 3\nYr: ${built}`)).toEqual([]);
  });

  it('leaves years that are no key of a line, nor circa, unread', () => {
    expect(found(`Listed in ${now.getUTCFullYear()}; new roof in the year: 2024 budget.`)).toEqual([]);
    expect(found(`Sold c. 2019 to the current owners? no, we bought it in 2019.`)).toEqual([]);
  });
});

describe('year built in other languages', () => {
  it('reads German, Polish, Italian and Spanish built words', () => {
    expect(found(`Einfamilienhaus, Baujahr ${built - 30}.`)).toEqual(['year_built:block']);
    expect(found(`Dom, erbaut im Jahr ${built - 30}.`)).toEqual(['year_built:block']);
    expect(found(`Dom jednorodzinny, rok budowy ${built - 30}.`)).toEqual(['year_built:block']);
    expect(found(`Villa, anno di costruzione ${built - 30}.`)).toEqual(['year_built:block']);
    expect(found(`La casa la construyeron en ${built - 30}.`)).toEqual(['year_built:block']);
  });

  it('agrees where the year is the listed one', () => {
    expect(found(`Baujahr ${built}, rok budowy ${built}, se construyó en ${built}.`)).toEqual([]);
  });
});
