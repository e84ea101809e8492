import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: renovations against the description's list after "new:", and soft words with no date.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS['ne-183rd']) =>
  checkClaims(text, listing, { now }).map((f) => `${f.feature}:${f.severity}`);

describe('renovation', () => {
  it('supports each part the description lists after "brand new:"', () => {
    expect(found('Freshly replaced flooring? Yes: new flooring and new countertops.')).toEqual([]);
    expect(found('New carpet throughout.')).toEqual([]);
    expect(found('New windows and new furnace.')).toEqual(['renovation:warn', 'renovation:warn']);
  });

  it('reads no claim from a soft word without a date, but reads a dated one and a real renovation', () => {
    const okeefe = LISTINGS.okeefe;
    expect(found('Upgraded bath and a refreshed kitchen.', okeefe)).toEqual([]);
    expect(found('Bath upgraded in 2020.', okeefe)).toEqual(['renovation:warn']);
    expect(found('Kitchen updated in the 2010s.', okeefe)).toEqual(['renovation:warn']);
    expect(found('Gut-renovated bath.', okeefe)).toEqual(['renovation:warn']);
  });

  it('reads a year written between "new" and its part as that part\'s', () => {
    // maple-grove's description: "new roof in 2022".
    const maple = LISTINGS['maple-grove'];
    expect(found('Shaded lot, a new 2022 roof and a fenced yard.', maple)).toEqual([]);
    expect(found('Shaded lot, an all-new 2019 roof and a fenced yard.', maple)).toEqual(['new_roof:block']);
  });
});
