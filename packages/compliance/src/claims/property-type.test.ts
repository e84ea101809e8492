import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a kind compatible with the filed one stands only where the description names it too.
const now = new Date('2026-06-01T00:00:00Z');
const kind = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'property_type')
    .map((c) => `${c.verdict}:${text.slice(c.start, c.end)}`);

describe('property type', () => {
  it('blocks a compatible kind the description never names', () => {
    expect(kind('Menlo Park condo, 2 bed', LISTINGS.okeefe)).toEqual(['block:condo']);
    expect(kind('Single-family home with a pool', LISTINGS.okeefe)).toEqual(['block:Single-family home']);
    expect(kind('2 bed condo in Denver', LISTINGS.larkspur)).toEqual(['block:condo']);
  });

  it('allows the kind the description names ("Century Condos" filed as an apartment)', () => {
    expect(kind('One-bedroom condo near UT', LISTINGS['dean-keeton'])).toEqual(['ok:condo']);
    expect(kind('Gated townhome in the Willows', LISTINGS.okeefe)).toEqual(['ok:townhome']);
  });

  it('reads a co-op against the description of a home filed as a condo', () => {
    expect(kind('Prewar co-op in the Village', LISTINGS['e-9th'])).toEqual(['ok:co-op']);
    expect(kind('Two-bedroom co-op on 81st', LISTINGS['w-81st'])).toEqual(['block:co-op']);
  });

  it('reads "<kind> living" as the home\'s kind, not after "of" or "like"', () => {
    expect(kind('Single family living near Wrigley, 7 bd', LISTINGS['n-wayne'])).toEqual([
      'block:Single family',
    ]);
    expect(kind('Condo living in Menlo Park', LISTINGS.okeefe)).toEqual(['block:Condo']);
    expect(kind('The privacy of single-family living, three units', LISTINGS['n-wayne'])).toEqual([]);
  });
});

describe('the kind after an area and "of"', () => {
  const kinds = (text: string) => kind(text, LISTINGS.okeefe).filter((k) => !k.startsWith('ok:'));

  it('reads "N sq ft of <kind> living" as the home\'s kind', () => {
    expect(kinds('Some 1,180 square feet of condo living near Caltrain.')).toEqual(['block:condo']);
    expect(kinds('1,182 sf of townhome living.')).toEqual([]);
  });

  it('still reads no kind for homes "of" a kind around it', () => {
    expect(kinds('A quiet pocket of single-family homes surrounds the complex.')).toEqual([]);
  });
});
