import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { checkClaims, readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: "HOA amenities" says there is an association; a listing that says "No HOA" contradicts it.
const now = new Date('2026-06-01T00:00:00Z');
const noHoa: TListing = {
  ...LISTINGS['maple-grove'],
  description: 'Single-story home on a quiet street. No HOA!',
};
const hoa = (text: string, listing: TListing = noHoa) =>
  readClaims(text, listing, { now })
    .filter((c) => c.feature === 'hoa')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('HOA amenities', () => {
  it('blocks HOA amenities against a listing with no HOA', () => {
    expect(hoa('Enjoy the HOA amenities all summer.')).toEqual(['block:HOA amenities']);
    expect(hoa('HOA pool steps away.')).toEqual(['block:HOA pool']);
  });

  it('says nothing of HOA amenities when the listing is silent, and reads "no HOA" as before', () => {
    expect(hoa('Enjoy the HOA amenities all summer.', LISTINGS['maple-grove'])).toEqual([]);
    expect(hoa('No HOA amenities to pay for.')).toEqual(['ok:No HOA']);
  });
});

describe('a fee linked to its association across a place', () => {
  it('reads the sum an association word is the subject of', () => {
    expect(hoa('The association for 2207 Maple Grove Ln runs just $75 a month.')).toEqual([
      'block:$75 a month',
    ]);
  });

  it('leaves a sum of another subject alone', () => {
    expect(hoa('No HOA, and the water bill is only $60 a month.')).toEqual(['ok:No HOA']);
  });
});

describe("the community's own pool at a distance", () => {
  const pools = (text: string) =>
    readClaims(text, LISTINGS.okeefe, { now }) // a gated townhome community; no pool named
      .filter((c) => c.feature === 'community_pool')
      .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

  it('reads "the community pool is steps away" as a claim of the community', () => {
    expect(pools('Mornings start with the community pool, two minutes from your door.')).toEqual([
      'warn:community pool',
    ]);
    expect(pools('The community pool sits just steps from the unit.')).toEqual(['warn:community pool']);
  });

  it('reads none where the pool may be the town’s', () => {
    expect(pools('Walk over to the community pool in the park.')).toEqual([]);
    expect(pools('There is a community pool nearby.')).toEqual([]);
  });
});

describe('an association told by the size of its fee, or by answering a question on it', () => {
  const fee = (text: string, listing: keyof typeof LISTINGS) =>
    checkClaims(text, LISTINGS[listing], { now })
      .filter((f) => f.feature === 'hoa')
      .map((f) => `${f.severity}:${f.claim}`);

  it('reads "low HOA" and "modest HOA dues" as an association the listing must name', () => {
    expect(fee('Modest HOA dues cover the landscaping.', 'okeefe')).toEqual(['warn:Modest HOA dues']);
    expect(fee('Quiet street, low HOA, big yard.', 'ne-183rd')).toEqual(['block:low HOA']);
  });

  it('reads a sum opening the answer to a question on the HOA as its fee', () => {
    expect(fee('Q: HOA dues?\nA: $140 monthly.', 'okeefe')).toEqual(['warn:$140 monthly']);
  });

  it('reads neither without the association', () => {
    expect(fee('Low taxes and a modest price.', 'okeefe')).toEqual([]);
    expect(fee('Q: Taxes?\nA: $140 monthly.', 'okeefe')).toEqual([]);
  });
});
