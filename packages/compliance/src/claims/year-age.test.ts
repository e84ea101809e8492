import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a home's age is its year built, as of the day checked.
const now = new Date('2026-06-01T00:00:00Z');
const ages = (text: string) =>
  readClaims(text, LISTINGS['maple-grove'], { now }) // built 1998: 28 years old
    .filter((c) => c.field === 'year_built')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('a home’s age', () => {
  it('checks an age against the year built, give or take one', () => {
    expect(ages('only 28 years old')).toEqual(['ok:28 years old']);
    expect(ages('a 27-year-old ranch')).toEqual(['ok:27-year-old']);
    expect(ages('a 38-year-old ranch')).toEqual(['block:38-year-old']);
  });

  it('checks a bound as a bound', () => {
    expect(ages('less than 10 years old')).toEqual(['block:10 years old']);
    expect(ages('over 25 years old')).toEqual(['ok:25 years old']);
  });

  it('leaves the ages of roofs, kids and pets alone', () => {
    expect(ages('a 2-year-old roof')).toEqual([]);
    expect(ages('great for kids under 5 years old')).toEqual([]);
    expect(ages('HVAC is less than 1 year old.')).toEqual([]);
    expect(ages('New roof, and the house is only 28 years old.')).toEqual(['ok:28 years old']);
  });
});

describe('an age in decades', () => {
  const agesAt = (text: string, listing: keyof typeof LISTINGS) =>
    readClaims(text, LISTINGS[listing], { now: new Date('2026-06-01T00:00:00Z') })
      .filter((c) => c.field === 'year_built')
      .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

  it('reads "N decades old" as ten years each, as loose as the count is round', () => {
    // okeefe: 1983 (43 years); lee-marie: 2016 (10 years).
    expect(agesAt('A townhome some four decades old.', 'okeefe')).toEqual(['ok:four decades old']);
    expect(agesAt('Only two decades old!', 'okeefe')).toEqual(['block:two decades old']);
    expect(agesAt('Barely a decade in, and 1 decade old this spring.', 'lee-marie')).toEqual([
      'ok:1 decade old',
    ]);
  });
});
