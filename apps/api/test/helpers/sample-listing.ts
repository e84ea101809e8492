import type { TListing, TListingDetail } from '@pp/contract';
import type { App } from '../../src/app';
import type { TestAccount } from './accounts';

/** A listing as the extension sends it (values of the real Albuquerque Zillow fixture page). */
export function sampleListing(overrides: Partial<TListing> = {}): TListing {
  return {
    source: 'zillow',
    source_id: '6772539',
    url: 'https://www.zillow.com/homedetails/1220-Garcia-St-NE-Albuquerque-NM-87112/6772539_zpid/',
    status: 'for_sale',
    price: 224_900,
    currency: 'USD',
    address: { street: '1220 Garcia St NE', city: 'Albuquerque', state: 'NM', postal_code: '87112' },
    beds: 4,
    baths_total: 2,
    baths_full: 1,
    baths_half: 0,
    living_area_sqft: 1299,
    lot_size: 7405,
    lot_unit: 'sqft',
    year_built: 1955,
    property_type: 'single_family',
    description:
      'This unique Single-Family home offers a perfect blend of comfort and style. Nestled in a peaceful neighborhood, it features 4 bedrooms, and 1 3/4 bathrooms.',
    photos: [
      'https://photos.zillowstatic.com/fp/925b9385d4f8d07f34337cd6693ccaaf-cc_ft_1536.jpg',
      'https://photos.zillowstatic.com/fp/1a2b3c4d5e6f708192a3b4c5d6e7f809-cc_ft_1536.jpg',
    ],
    agent_name: 'Jason Lieberman',
    agent_phone: '505-715-3505',
    brokerage: 'Albuquerque House Hunting',
    mls_name: 'SWMLS',
    mls_id: '1072857',
    open_houses: [],
    warnings: [],
    ...overrides,
  };
}

/** The sample listing's own agent and brokerage: an account made with these is its listing agent. */
export const SAMPLE_LISTING_AGENT = { name: 'Jason Lieberman', brokerage: 'Albuquerque House Hunting' };

/**
 * Records the listing broker's permission to advertise the listing (NAR SoP 12-4), as the agent would
 * on the listing's page, so it can be posted although the sample listing is another broker's
 * (once per listing: a listing saved again keeps the permission it has).
 */
export async function grantPermission(app: App, account: TestAccount, listingId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/listings/${listingId}/permission`,
    headers: account.auth,
    payload: { granted_by: 'Jason Lieberman', method: 'email', granted_on: '2025-01-15' },
  });
  // 409: recorded already (the listing was saved before); the permission stands.
  if (res.statusCode !== 201 && res.statusCode !== 409) throw new Error(`permission failed: ${res.body}`);
}

/**
 * The user's listing (the sample Zillow one, with a distinct source id, changed by `listing`), with
 * the listing broker's permission recorded unless `permission: false`.
 */
export async function listingOf(
  app: App,
  account: TestAccount,
  sourceId = '6772539',
  opts: { permission?: boolean; listing?: Partial<TListing> } = {},
): Promise<TListingDetail> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    headers: account.auth,
    payload: { listing: sampleListing({ source_id: sourceId, ...opts.listing }) },
  });
  if (res.statusCode !== 201) throw new Error(`listing failed: ${res.body}`);
  const detail = res.json().data as TListingDetail;
  if (opts.permission !== false) await grantPermission(app, account, detail.listing_id);
  return detail;
}
