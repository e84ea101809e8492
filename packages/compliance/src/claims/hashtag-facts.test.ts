import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: facts in hashtags.
const now = new Date('2026-06-01T00:00:00Z');
const read = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field !== 'status')
    .map((c) => `${c.field}:${c.verdict}:${text.slice(c.start, c.end)}`);

describe('facts in hashtags', () => {
  const l = LISTINGS['maple-grove']; // 3 beds, 2 baths, $489,000

  it('reads room counts and a price bound', () => {
    expect(read('#3bedroom #2bath #under500k', l)).toEqual([
      'beds:ok:#3bedroom',
      'baths_total:ok:#2bath',
      'price:ok:#under500k',
    ]);
    expect(read('#4BR #3baths #under450k', l)).toEqual([
      'beds:block:#4BR',
      'baths_total:block:#3baths',
      'price:block:#under450k',
    ]);
  });

  it('leaves other hashtags alone', () => {
    expect(read('#realestate #austin #homesweethome #2024', l)).toEqual([]);
  });
});
