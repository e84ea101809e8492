import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: taxes named as a part of a payment's estimate are no tax bill of the home's.
const now = new Date('2026-06-01T00:00:00Z');
const taxes = (text: string, listing = LISTINGS['sparrow-hawk']) =>
  checkClaims(text, listing, { now })
    .filter((f) => f.feature === 'property_tax')
    .map((f) => f.claim);

describe('taxes in a payment estimate', () => {
  it('reads no tax sum from a payment with taxes in or on top of it', () => {
    expect(taxes('Monthly cost near $2,600 with property taxes and insurance.')).toEqual([]);
    expect(taxes('Figure about $2,450/mo + taxes at today’s rates.')).toEqual([]);
    expect(taxes('PITI comes to $2,900 a month, taxes included.')).toEqual([]);
    expect(taxes('With 10% down your mortgage is $2,300 before taxes.')).toEqual([]);
  });

  it('still reads the taxes a post states as the home’s', () => {
    expect(taxes('Property taxes about $6,100 a year.')).toEqual(['taxes about $6,100 a year']);
    expect(taxes('$510/mo in taxes.')).toEqual(['$510/mo in taxes']);
  });
});

describe('a tax figure cited from the public record', () => {
  const taxes = (text: string) =>
    checkClaims(text, LISTINGS.cypress, { now: new Date('2026-06-01T00:00:00Z') })
      .filter((f) => f.feature === 'property_tax')
      .map((f) => f.severity);

  it('reads no claim from a sum the post sources to the county or the assessor', () => {
    expect(taxes('Yearly taxes near $2,700 (from the county auditor).')).toEqual([]);
    expect(taxes('Property taxes: $2,700 a year per the assessor.')).toEqual([]);
  });

  it("still warns on the home's tax bill, even with the county named before it", () => {
    expect(taxes('Franklin County taxes just $2,700 a year.')).toEqual(['warn']);
    expect(taxes('Property taxes: $2,700 a year.')).toEqual(['warn']);
  });
});
