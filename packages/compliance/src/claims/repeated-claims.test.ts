import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: one wrong fact restated is one finding; two status words side by side stay two.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS] = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}`,
  );

describe('repeated claims', () => {
  it('reports a status and its consequence once', () => {
    // cypress is for sale.
    expect(found('Update: the owners have an accepted offer, so the house is now pending.')).toEqual([
      'status:block',
    ]);
    // larkspur is for rent: "off the market" adds nothing to "rented".
    expect(
      found('Rented over the weekend! The unit is now off the market, sorry.', LISTINGS.larkspur),
    ).toEqual(['status:block']);
  });

  it('keeps two status claims that are not a consequence of each other', () => {
    expect(found('SOLD! Well, pending, but close.')).toEqual(['status:block', 'status:block']);
    expect(found('Off the market since spring.')).toEqual(['status:block']);
  });

  it('reads a fee and the word naming it as one claim', () => {
    // ne-183rd: the description says there is no HOA.
    expect(found('A modest $95/month HOA maintains the lane.', LISTINGS['ne-183rd'])).toEqual([
      'feature:hoa:block',
    ]);
    expect(found('The HOA fee is $95/month.', LISTINGS['ne-183rd']).length).toBeGreaterThan(0);
  });

  it("reads a feature's denial drawn again as its consequence as one claim", () => {
    // e-9th: "Pets are welcome".
    expect(
      found(
        'Heads up, cat owners: pets are not allowed here, so it suits a pet-free buyer.',
        LISTINGS['e-9th'],
      ),
    ).toEqual(['feature:pets:block']);
    // Two denials not drawn from each other stay two.
    expect(found('No pets allowed. Also strictly pet-free.', LISTINGS['e-9th'])).toEqual([
      'feature:pets:block',
      'feature:pets:block',
    ]);
  });
});
