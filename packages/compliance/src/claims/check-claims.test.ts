import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { checkClaims, readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

const now = new Date('2026-06-01T00:00:00Z');
const okeefe = LISTINGS.okeefe;
const read = (text: string, listing: TListing = okeefe) =>
  readClaims(text, listing, { now }).map(
    (c) => `${c.feature ?? c.field}:${c.verdict}:${text.slice(c.start, c.end)}`,
  );

describe('checkClaims', () => {
  it('answers the span, the field, the listed value, the offset and the severity', () => {
    const text = 'Charming 3-bedroom townhome.';
    expect(checkClaims(text, okeefe, { now })).toEqual([
      {
        claim: '3-bedroom',
        field: 'beds',
        feature: null,
        listed: 2,
        index: text.indexOf('3-bedroom'),
        severity: 'block',
        reason: 'The listing has 2 bedrooms.',
      },
    ]);
  });

  it('reads every kind of fact the listing states, and agrees with the true ones', () => {
    const claims = read(
      'Just listed! 2-bedroom, 1.5-bath townhome at 165 Okeefe St, Menlo Park CA 94025 for $735K. 1,182 sq ft, built in 1983. MLS# ML81929341.',
    );
    expect(claims).toEqual([
      'status:ok:Just listed',
      'beds:ok:2-bedroom',
      'baths_total:ok:1.5-bath',
      'property_type:ok:townhome',
      'address.street:ok:165 Okeefe',
      'address.postal_code:ok:94025',
      'price:ok:$735K',
      'living_area_sqft:ok:1,182 sq ft',
      'year_built:ok:1983',
      'mls_id:ok:MLS# ML81929341',
    ]);
  });

  it('reads opinions, phone numbers, times, dates, "24/7", "#1", hashtags and street names as no claim', () => {
    expect(
      read(
        'Charming, bright and a rare find! Call 831-424-7677, open 24/7, Sat 6/14 10am-2pm. #1 agent on 5th Ave. #3BedroomHome https://x.example/3-bed',
      ),
    ).toEqual([]);
  });
});
