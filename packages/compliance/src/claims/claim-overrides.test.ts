import type { TClaimFinding } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import {
  claimKey,
  claimLines,
  isOverridden,
  keepConfirmed,
  listingSays,
  overrideClaimsFor,
  refusedClaims,
  toggleConfirmed,
  unconfirmedBlocks,
} from './claim-overrides';

const finding = (over: Partial<TClaimFinding>): TClaimFinding => ({
  claim: '3 bedrooms',
  field: 'beds',
  feature: null,
  listed: 4,
  index: 0,
  severity: 'block',
  reason: 'The listing has 4 bedrooms.',
  ...over,
});
const beds = finding({});
const pool = finding({ claim: 'pool', field: 'description', listed: null, severity: 'warn' });
const price = finding({ claim: '$250,000', field: 'price', listed: 224_900, index: 20 });

describe('claim overrides', () => {
  it('names exactly the confirmed blocks, once each, and never a warn', () => {
    const confirmed = new Set([claimKey(beds), claimKey(pool)]);
    expect(overrideClaimsFor([beds, { ...beds, index: 40 }, pool, price], confirmed)).toEqual([
      { field: 'beds', claim: '3 bedrooms' },
    ]);
    expect(overrideClaimsFor([pool], confirmed)).toBeUndefined();
    expect(unconfirmedBlocks([beds, pool, price], confirmed)).toEqual([price]);
    const ticked = toggleConfirmed(confirmed, price);
    expect(unconfirmedBlocks([beds, price], ticked)).toEqual([]);
    expect(toggleConfirmed(ticked, price).has(claimKey(price))).toBe(false);
  });

  it('drops a confirmation once its claim is edited, and keeps the same set when nothing changed', () => {
    const confirmed = new Set([claimKey(beds), claimKey(price)]);
    expect(keepConfirmed(confirmed, [beds, price])).toBe(confirmed);
    const edited = keepConfirmed(confirmed, [{ ...beds, claim: '5 bedrooms' }, price]);
    expect([...edited]).toEqual([claimKey(price)]);
  });

  it('matches an override by field and text, or all of them', () => {
    expect(isOverridden([{ field: 'beds', claim: '3 bedrooms' }], beds)).toBe(true);
    expect(isOverridden([{ field: 'beds', claim: '5 bedrooms' }], beds)).toBe(false);
    expect(isOverridden([{ field: 'baths_total', claim: '3 bedrooms' }], beds)).toBe(false);
    expect(isOverridden(true, beds)).toBe(true);
    expect(isOverridden(null, beds)).toBe(false);
  });

  it("says the listing's value with its unit", () => {
    expect(listingSays(beds)).toBe('4 beds');
    expect(listingSays({ field: 'beds', listed: 1 })).toBe('1 bed');
    expect(listingSays(price)).toBe('$224,900');
    expect(listingSays({ field: 'baths_total', listed: 2.5 })).toBe('2.5 baths');
    expect(listingSays({ field: 'year_built', listed: 1983 })).toBe('built in 1983');
    expect(listingSays({ field: 'living_area_sqft', listed: '1,299 sq ft' })).toBe('1,299 sq ft');
    expect(listingSays(pool)).toBe('nothing about this');
  });

  it('reads the blocks of a refusal answer, one line each', () => {
    const body = { status: 'error', message: 'refused', findings: [], claims: [beds, pool] };
    expect(refusedClaims(body)).toEqual([beds]);
    expect(claimLines(refusedClaims(body))).toEqual(['“3 bedrooms”: the listing says 4 beds.']);
    expect(refusedClaims({ status: 'error', message: 'x' })).toEqual([]);
    expect(refusedClaims(null)).toEqual([]);
  });
});
