import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { readClaims } from './check-claims';
import { LISTINGS } from './corpus/listings';

// Issue 26: facts the listing holds only in its description, read by one grammar from both sides.
const now = new Date('2026-06-01T00:00:00Z');
const RENTAL: TListing = {
  ...LISTINGS.larkspur,
  property_type: 'single_family',
  year_built: 2004,
  description:
    'Two-story home zoned for Lincoln Elementary and Eanes ISD, 10 minutes to downtown. Kitchen remodeled in 2019, ' +
    'original baths. New roof (2021). Available September 1. 12-month lease. Security deposit $2,000. ' +
    'Taxes approx $3,200/yr. Refrigerator included; washer and dryer do not convey. Tenant occupied through May.',
};
const BARE: TListing = { ...RENTAL, description: 'A lovely home.' };
const found = (text: string, listing: TListing = RENTAL) =>
  readClaims(text, listing, { now })
    .filter((c) => c.field === 'description')
    .map((c) => `${c.feature}:${c.verdict}:${text.slice(c.start, c.end)}`);

describe('described facts', () => {
  it('supports, contradicts or leaves unsupported the schools', () => {
    expect(found('Walk to top-rated schools!')).toEqual(['schools:ok:top-rated schools']);
    expect(found('Walk to schools.')).toEqual(['schools:ok:schools']);
    expect(found('Zoned for Lincoln Elementary.')).toEqual(['schools:ok:Lincoln Elementary']);
    expect(found('Zoned for Washington Elementary.')).toEqual(['schools:block:Washington Elementary']);
    expect(found('Attends Austin High School.')).toEqual(['schools:warn:Austin High School']);
    expect(found('Walk to great schools.', BARE)).toEqual(['schools:warn:great schools']);
    expect(found('Walk to the elementary school.', BARE)).toEqual(['schools:warn:elementary school']);
    expect(found('Local schools and parks.', BARE)).toEqual([]);
    expect(found('Cerca de excelentes escuelas.', BARE)).toEqual(['schools:warn:excelentes escuelas']);
  });

  it('reads no school in a business, a street or an old story', () => {
    expect(found('Lunch at Old School Pizza.')).toEqual([]);
    expect(found('Lives on School Street.')).toEqual([]);
    expect(found('Great Schools Realty presents.')).toEqual([]);
    expect(found('The school down the street was built in 1950.')).toEqual([]);
  });

  it('compares commute times to the same place, as marketing rounds minutes', () => {
    expect(found('10 minutes to downtown.')).toEqual(['commute:ok:10 minutes to downtown']);
    expect(found('A 15-minute drive to downtown.')).toEqual(['commute:block:15-minute drive to downtown']);
    expect(found('5 min walk to the beach.')).toEqual(['commute:warn:5 min walk to the beach']);
    expect(found('10 min. to downtown.')).toEqual(['commute:ok:10 min. to downtown']);
    expect(found('Allow 10 minutes. To Tahoe we go!')).toEqual([]);
    expect(found('Ready in 30 minutes from now.')).toEqual([]);
    expect(found('The meeting minutes to follow.')).toEqual([]);
    expect(found('2 miles to downtown.')).toEqual(['commute:warn:2 miles to downtown']);
    expect(found('Two blocks to campus.')).toEqual([]);
    expect(found('A 10 minutos del centro.', { ...RENTAL, description: 'A 10 minutos del centro.' })).toEqual(
      ['commute:ok:10 minutos del centro'],
    );
  });

  it('counts stories, not a story told, a room’s height or a building', () => {
    expect(found('Charming two-story home.')).toEqual(['stories:ok:two-story']);
    expect(found('Single-level living at its best.')).toEqual(['stories:block:Single-level']);
    expect(found('Tri-level layout.')).toEqual(['stories:block:Tri-level']);
    expect(found('Casa de dos plantas.')).toEqual(['stories:ok:dos plantas']);
    expect(found('Every home has a story to tell.')).toEqual([]);
    expect(found('A dramatic two-story foyer.')).toEqual([]);
    expect(found('In a nine-story building.')).toEqual([]);
    expect(found('Three stories of history.')).toEqual([]);
    expect(found('Pisos de madera.').filter((c) => c.startsWith('stories'))).toEqual([]);
  });

  it('compares lease terms, and reads no lease in "release"', () => {
    expect(found('12-month lease.')).toEqual(['lease_term:ok:12-month lease']);
    expect(found('One-year lease.')).toEqual(['lease_term:ok:One-year lease']);
    expect(found('6 or 12 month lease.')).toEqual(['lease_term:block:6 or 12 month lease']);
    expect(found('Month-to-month lease ok.')).toEqual(['lease_term:block:Month-to-month']);
    expect(found('Contrato de 12 meses.')).toEqual(['lease_term:ok:12 meses']);
    expect(found('Press release out today.')).toEqual([]);
    expect(found('Lease term: 12 months.')).toEqual(['lease_term:ok:12 months']);
    expect(found('Sign a 12-month lease and get 1 month free.')).toEqual(['lease_term:ok:12-month lease']);
    expect(found('12 months rental history required.')).toEqual([]);
    expect(found('12-month lease.', BARE)).toEqual(['lease_term:warn:12-month lease']);
  });

  it('compares deposits and taxes, and reads none in a verb, a credit or "syntax"', () => {
    expect(found('Deposit: $2,000.')).toEqual(['deposit:ok:Deposit: $2,000']);
    expect(found('$1,500 security deposit.')).toEqual(['deposit:block:$1,500 security deposit']);
    expect(found('No deposit required!')).toEqual(['deposit:block:No deposit']);
    expect(found('Depósito: $2,000.')).toEqual(['deposit:ok:Depósito: $2,000']);
    expect(found('Please deposit your earnest money at the title company.')).toEqual([]);
    expect(found('Taxes only $3,200 a year.')).toEqual(['property_tax:ok:Taxes only $3,200 a year']);
    expect(found('Property taxes $270/mo.')).toEqual(['property_tax:ok:taxes $270/mo']);
    expect(found('Taxes are $4,100/yr.')).toEqual(['property_tax:block:Taxes are $4,100/yr']);
    expect(found('Impuestos: $3,200 al año.')).toEqual(['property_tax:ok:Impuestos: $3,200 al año']);
    expect(found('Great syntax, and a tax credit of $7,500.')).toEqual([]);
    expect(found('Tax assessed value $310,000.')).toEqual([]);
  });

  it('gives a sum to the nearer of "HOA" and "taxes"', () => {
    const claims = readClaims(
      'HOA $150/mo, taxes $3,200.',
      { ...RENTAL, description: `${RENTAL.description} HOA $150/mo.` },
      { now },
    );
    expect(claims.map((c) => `${c.feature}:${c.verdict}`)).toEqual(['hoa:ok', 'property_tax:ok']);
  });

  it('reads the date a home is available, written in words or digits', () => {
    expect(found('Available September 1.')).toEqual(['availability:ok:September 1']);
    expect(found('Available 9/1.')).toEqual(['availability:ok:9/1']);
    expect(found('Move-in date: Sept 1st.')).toEqual(['availability:ok:Sept 1st']);
    expect(found('Disponible el 1 de septiembre.')).toEqual(['availability:ok:1 de septiembre']);
    expect(found('Available August 1!')).toEqual(['availability:block:August 1']);
    expect(found('Available now!')).toEqual([]);
    expect(found('Showings available 6/14.')).toEqual([]);
    expect(found('Available in September.')).toEqual(['availability:ok:September']);
    expect(found('Available mid-August.')).toEqual(['availability:block:mid-August']);
    expect(found('Availability may vary.')).toEqual([]);
  });

  it('reads appliances that stay, not appliances named or their hook-ups', () => {
    expect(found('Refrigerator included.')).toEqual(['appliances_included:ok:Refrigerator included']);
    expect(found('Washer/dryer stay!')).toEqual(['appliances_included:block:Washer/dryer stay']);
    expect(found('Includes washer and dryer.')).toEqual([
      'appliances_included:block:Includes washer and dryer',
    ]);
    expect(found('Incluye refrigerador.')).toEqual(['appliances_included:ok:Incluye refrigerador']);
    expect(found('Stainless refrigerator.')).toEqual([]);
    expect(found('A range of options.')).toEqual([]);
    expect(found('W/D included.')).toEqual(['appliances_included:block:W/D included']);
    expect(found('Comes w/ refrigerator included.')).toEqual([
      'appliances_included:ok:refrigerator included',
    ]);
  });

  it('compares renovations by part and year, and with the year built', () => {
    expect(found('Renovated kitchen.')).toEqual(['renovation:ok:Renovated kitchen']);
    expect(found('Remodeled baths.')).toEqual(['renovation:block:Remodeled baths']);
    expect(found('Kitchen renovated 2018.')).toEqual(['renovation:block:Kitchen renovated 2018']);
    expect(found('New roof 2021.')).toEqual(['new_roof:ok:New roof 2021']);
    expect(found('Cocina remodelada.')).toEqual(['renovation:ok:Cocina remodelada']);
    expect(found('Renovated in 1990.')).toEqual(['renovation:block:Renovated in 1990']);
    expect(found('Fully renovated!', BARE)).toEqual(['renovation:warn:Fully renovated']);
  });

  it('reads no renovation in one to come or in an update of something else', () => {
    expect(found('Price updated!')).toEqual([]);
    expect(found('Stay updated on new listings.')).toEqual([]);
    expect(found('Renovation potential galore.')).toEqual([]);
    expect(found('Ready for your remodel.')).toEqual([]);
    expect(found('Original charm throughout.', BARE)).toEqual([]);
    expect(found('Recently updated photos!', BARE)).toEqual([]);
    expect(found('Enjoy the newly renovated clubhouse.', BARE)).toEqual([]);
    expect(found('Renovated Craftsman near the park.', BARE)).toEqual([
      'renovation:warn:Renovated Craftsman',
    ]);
    expect(found('New to the market!', BARE)).toEqual([]);
    // A soft word with no date is no renovation claim (renovation.ts); a dated one is.
    expect(found('Updated throughout.', BARE)).toEqual([]);
    expect(found('Kitchen updated in 2021.', BARE)).toEqual(['renovation:warn:Kitchen updated in 2021']);
    expect(found('Brand new kitchen.', BARE)).toEqual(['renovation:warn:new kitchen']);
  });

  it('contradicts a vacant home where the description has a tenant', () => {
    expect(found('Delivered vacant.')).toEqual(['occupancy:block:Delivered vacant']);
    expect(found('Tenants in place.')).toEqual(['occupancy:ok:Tenants in place']);
    expect(found('Se entrega desocupada.')).toEqual(['occupancy:block:entrega desocupada']);
    expect(found('Perfect for owner-occupants.')).toEqual([]);
    expect(found('Immediate occupancy!')).toEqual(['occupancy:block:Immediate occupancy']);
  });

  it('leaves a figure said of a neighbour, or denied, to whose-fact.ts', () => {
    expect(found("The neighbors' taxes are $9,000 a year.")).toEqual([]);
    expect(found('Homes nearby are two-story; this one is single-level.', BARE)).toEqual([
      'stories:warn:single-level',
    ]);
    expect(found('Not a two-story: everything on one level.', BARE)).toEqual(['stories:warn:one level']);
  });
});
