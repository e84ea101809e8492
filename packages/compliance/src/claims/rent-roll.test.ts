import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: "fully leased at $X/mo" states who is in the home and what it brings: one occupancy fact.
const now = new Date('2026-06-01T00:00:00Z');
const features = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now })
    .filter((f) => f.feature)
    .map((f) => `${f.feature}:${f.severity}`);

describe('a rent roll', () => {
  // n-wayne: a 3-flat for sale; its description names no tenants and no rents.
  const wayne = LISTINGS['n-wayne'];

  it('reads "fully leased at $X/mo" as one occupancy claim to confirm', () => {
    expect(features('All three units are fully leased at $8,400/mo total.', wayne)).toEqual([
      'occupancy:warn',
    ]);
  });

  it('leaves "fully leased" alone without its rent, and a projected rent a projection', () => {
    expect(features('A fully leased Lakeview classic.', wayne)).toEqual([]);
    expect(features('Could rent for $3,100/mo per unit.', wayne)).toEqual(['rent_estimate:warn']);
  });
});
