import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: the direction of the listing's street, and a ZIP after a place's name on its address line.
const now = new Date('2026-06-01T00:00:00Z');
const found = (text: string, listing: (typeof LISTINGS)[keyof typeof LISTINGS]) =>
  checkClaims(text, listing, { now }).map((f) => `${f.field}:${f.severity}`);

describe('the address line', () => {
  it("checks the direction of the listing's street", () => {
    // dean-keeton: 710 E Dean Keeton St #111.
    const dk = LISTINGS['dean-keeton'];
    expect(found('Come by 710 W Dean Keeton St this week.', dk)).toEqual(['address.street:block']);
    expect(found('Come by 710 E Dean Keeton St this week.', dk)).toEqual([]);
    expect(found('Come by 710 Dean Keeton St this week.', dk)).toEqual([]);
  });

  it("reads five digits after a place's name that ends the listing's address line as its ZIP", () => {
    // lee-marie: 5518 Lee Marie Ln, Charlotte 28269.
    const lee = LISTINGS['lee-marie'];
    expect(found('Now showing: 5518 Lee Marie Ln, University City 28262.', lee)).toEqual([
      'address.postal_code:block',
    ]);
    expect(found('Now showing: 5518 Lee Marie Ln, University City 28269.', lee)).toEqual([]);
    // Not after another street, nor a count after a name.
    expect(found('Drive past Mallard Creek Rd, Exit 28262.', lee)).toEqual([]);
  });
});
