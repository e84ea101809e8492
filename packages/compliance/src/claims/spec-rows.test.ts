import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: a header row of field names and value rows under it (maple-grove: 3 bd, 2 ba, 1,684 sf, 0.21 ac, 1998, $489K).
const now = new Date('2026-01-05T00:00:00Z');
const keys = (text: string, key: keyof typeof LISTINGS = 'maple-grove') =>
  checkClaims(text, LISTINGS[key], { now }).map(
    (f) => `${f.feature ? `feature:${f.feature}` : f.field}:${f.severity}:${f.claim}`,
  );

describe('CSV-like spec rows', () => {
  it('reads each value as its column’s claim', () => {
    expect(keys('Specs:\nbeds,baths,sqft,acres,year,price\n3,2,1684,0.21,1998,489000')).toEqual([]);
    expect(keys('beds,baths,sqft,acres,year,price\n4,2,1864,0.21,1989,498000')).toEqual([
      'beds:block:4',
      'living_area_sqft:block:1864',
      'year_built:block:1989',
      'price:block:498000',
    ]);
  });

  it('reads address, status and id columns, tabs and pipes', () => {
    expect(keys('street,zip,status\n2207 Maple Grove Ln,78746,sold')).toEqual([
      'address.postal_code:block:78746',
      'status:block:sold',
    ]);
    expect(keys('mls | beds | lot_sqft\n8123456 | 3 | 9148')).toEqual([]);
    const header = 'Bedrooms,Bathrooms,Square Feet,Lot (acres),Year Built,List Price';
    expect(keys(`${header}\n3,2,1684,0.21,1998,"$489,000"`)).toEqual([]);
    expect(keys(`${header}\n3,2,1684,0.21,1998,"$498,000"`)).toEqual(['price:block:$498,000']);
    expect(keys('status\tprice\nfor_rent\t2350', 'larkspur')).toEqual([]);
  });

  it('reads no header in an ordinary list of words', () => {
    expect(keys('Pool, spa, views\n3, 2, 1')).toEqual([
      'feature:pool:warn:Pool',
      'feature:hot_tub:warn:spa',
      'feature:views:warn:views',
    ]);
  });
});

describe('CSV unit, HOA and garage columns', () => {
  it('reads them as the unit number and the features’ claims', () => {
    expect(keys('street,apt,zip\n910 Larkspur St,7,80206', 'larkspur')).toEqual(['address.street:block:7']);
    expect(keys('street,apt,zip\n910 Larkspur St,4,80206', 'larkspur')).toEqual([]);
    expect(keys('beds,lot_sf\n3,9148')).toEqual([]);
    expect(keys('beds,hoa,garage\n3,$85/mo,2')).toEqual(['feature:hoa:warn:$85/mo', 'feature:garage:warn:2']);
    // ne-183rd: "no HOA dues".
    expect(keys('beds,hoa\n3,none', 'ne-183rd')).toEqual([]);
    expect(keys('beds,hoa\n3,$120/mo', 'ne-183rd')).toEqual(['feature:hoa:block:$120/mo']);
  });
});
