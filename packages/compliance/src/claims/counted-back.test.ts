import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: years counted back by halves and in Vietnamese, a status opening with how fast, land's lie
// between a figure and its acres, and Vietnamese features.
const now = new Date('2026-06-01T00:00:00Z');
const keys = (text: string, listing: keyof typeof LISTINGS) =>
  checkClaims(text, LISTINGS[listing], { now }).map((f) => `${f.field}:${f.severity}`);

describe('held-out-15 notations', () => {
  it('counts back "a decade and a half" and "a century and a half"', () => {
    // okeefe was built in 1983 (43 years before 2026).
    expect(keys('Completed a decade and a half ago.', 'okeefe')).toEqual(['year_built:block']);
    expect(keys('Constructed almost half a century ago.', 'okeefe')).toEqual([]);
    // cypress: 1920. "Nearly" 150 years is not 106; "over a century ago" still holds.
    expect(keys('Erected close to a century and a half ago.', 'cypress')).toEqual(['year_built:block']);
    expect(keys('Erected over a century ago.', 'cypress')).toEqual([]);
  });

  it('counts back Vietnamese "năm trước" after a verb of building', () => {
    // ne-183rd: 1996.
    expect(keys('Nhà xây 12 năm trước.', 'ne-183rd')).toEqual(['year_built:block']);
    expect(keys('Nhà xây khoảng 30 năm trước.', 'ne-183rd')).toEqual([]);
  });

  it('reads a status opening the post with how fast it came', () => {
    expect(keys('Pending within a week of listing!', 'falling-spring')).toEqual(['status:block']);
    expect(keys('Pending approval from the HOA, the fence can go up.', 'falling-spring')).toEqual([]);
  });

  it("reads acres past a word of the land's lie", () => {
    expect(keys('Set on 4 wooded acres.', 'ne-183rd')).toEqual(['lot_size:block']);
    expect(keys('Set on 2.15 rolling acres.', 'ne-183rd')).toEqual([]);
    expect(keys('Level acres of trails nearby.', 'ne-183rd')).toEqual([]);
  });

  it('reads Vietnamese features', () => {
    expect(keys('Có bể bơi riêng.', 'okeefe')).toEqual(['description:warn']);
    expect(keys('Có lò sưởi.', 'okeefe')).toEqual([]);
  });
});
