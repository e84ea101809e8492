import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a ZIP after a city's capitals, an open house's date after an invitation, a count of cars
// after the garage, and a home placed on the listing's own street in a sentence about the agent's sellers.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing = LISTINGS.cypress) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.feature ?? ''}:${f.severity}`);

describe("a ZIP after a city's capitals", () => {
  it('reads "<street>, CBUS 43222" as the ZIP', () => {
    expect(found('88 S Cypress Ave, CBUS 43204. 3 bed bungalow.')).toEqual(['address.postal_code::block']);
    expect(found('88 S Cypress Ave, CBUS 43222. 3 bed bungalow.')).toEqual([]);
  });

  it('leaves an ID after its capitals alone', () => {
    expect(found('Bungalow, MLS 22013456.')).not.toContain('address.postal_code::block');
  });
});

describe("an open house's date after an invitation", () => {
  it('reads the date in the sentence after "Open house …!"', () => {
    // larkspur: open house Saturday January 10, 10 AM to noon.
    expect(
      found('Open house this weekend! Come by Saturday, January 24 from 1 to 3.', LISTINGS.larkspur),
    ).toEqual(['open_houses::block']);
    expect(found('Open house! See you Saturday, January 10, 10 AM to noon.', LISTINGS.larkspur)).toEqual([]);
  });
});

describe('a count of cars after the garage', () => {
  it('reads "garage 1 xe" and "garage 1 car" as a one-car garage', () => {
    // lee-marie: attached two-car garage.
    expect(found('Nhà đẹp, garage 1 xe.', LISTINGS['lee-marie'])).toEqual(['description:garage:block']);
    expect(found('Garage 2 xe rộng rãi.', LISTINGS['lee-marie'])).toEqual([]);
    expect(found('Attached garage 1 car wide.', LISTINGS['lee-marie'])).toEqual(['description:garage:block']);
  });
});

describe("the agent's sellers' home on the listing's own street", () => {
  it("is the listing's", () => {
    // cypress: 3 beds.
    expect(found("Our sellers' 4-bedroom bungalow on Cypress sold in a week.")).toContain('beds::block');
    expect(found("My clients' five-bedroom home on S Cypress went fast.")).toContain('beds::block');
  });

  it("leaves the sellers' home elsewhere to them", () => {
    expect(found("My sellers' 4-bedroom on Elm Street closed last week.")).toEqual([]);
  });
});
