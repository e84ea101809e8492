import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: "built N years ago" is a year built, counted back from the day checked.
const now = new Date('2026-06-01T00:00:00Z');
const years = (
  text: string,
  listing: keyof typeof LISTINGS = 'maple-grove', // maple-grove: 1998
) =>
  readClaims(text, LISTINGS[listing], { now })
    .filter((c) => c.field === 'year_built')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('a year built counted back', () => {
  it('checks "built N years ago" against the year built, give or take one', () => {
    expect(years('This ranch was constructed 27 years ago.')).toEqual(['ok:constructed 27 years ago']);
    expect(years('Erected only six years ago, it still feels new.')).toEqual([
      'block:Erected only six years ago',
    ]);
    expect(years('completed roughly a decade ago')).toEqual(['block:completed roughly a decade ago']);
    expect(years('She finished school ten years ago.')).toEqual([]);
  });

  it('reads a bound as a bound', () => {
    expect(years('It was built more than 25 years ago.')).toEqual(['ok:built more than 25 years ago']);
    expect(years('It was built under 15 years ago.')).toEqual(['block:built under 15 years ago']);
  });

  it('warns when the listing has no year', () => {
    expect(years('Completed 4 years ago near campus.', 'dean-keeton')).toEqual([
      'warn:Completed 4 years ago',
    ]);
  });

  it('leaves parts of the home and other builders alone', () => {
    expect(years('The kitchen was rebuilt 3 years ago.')).toEqual([]);
    expect(years('Sellers built a shed eight years ago.')).toEqual([]);
    expect(years('They finished the patio two years ago.')).toEqual([]);
    expect(years('We sold 12 homes here two years ago.')).toEqual([]);
  });
});

describe('decades ago, and "just over" as near the count', () => {
  it('reads a count of decades as ten years each', () => {
    // maple-grove: 1998, 28 years before 2026.
    expect(years('Constructed three decades ago on a quiet cul-de-sac.')).toEqual([
      'ok:Constructed three decades ago',
    ]);
    expect(years('Completed 4 decades ago and lovingly kept.')).toEqual(['block:Completed 4 decades ago']);
  });

  it('reads "just over" as not far past the count, "well over" as any time before', () => {
    // okeefe: 1983, 43 years before 2026.
    expect(years('Built just over two decades ago.', 'okeefe')).toEqual([
      'block:Built just over two decades ago',
    ]);
    expect(years('Built well over two decades ago.', 'okeefe')).toEqual([
      'ok:Built well over two decades ago',
    ]);
    expect(years('Built just over 40 years ago.', 'okeefe')).toEqual(['ok:Built just over 40 years ago']);
  });
});

describe('a century ago, as round as it is', () => {
  it('reads a century and half a century with a tolerance of a tenth', () => {
    // cypress: 1920, 106 years before 2026; birch-hollow: 1978, 48 years.
    expect(years('Built a century ago on a brick street.', 'cypress')).toEqual(['ok:Built a century ago']);
    expect(years('Built half a century ago.', 'birch-hollow')).toEqual(['ok:Built half a century ago']);
    expect(years('Built half a century ago.', 'cypress')).toEqual(['block:Built half a century ago']);
  });
});
