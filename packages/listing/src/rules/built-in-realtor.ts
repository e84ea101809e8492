import type { TSourceRules } from '@pp/contract';
import { LEGACY_DOM_FIELDS } from './built-in-realtor-legacy';

const d = (...keys: string[]) => ['description', ...keys];

const testId = (hook: string) => `[data-testid="${hook}"]`;
const meta = (name: string) => `${testId(`property-meta-${name}`)} ${testId('meta-value')}`;

/**
 * Realtor.com's reader as data (issue 25). The record is at `record_paths` from the page's
 * __NEXT_DATA__ (else the object carrying the URL's property id); its inputs are read from the record,
 * the address parts from its address, and advertisers, photos, labelled parties, MLS agents and open
 * houses from their own items. The reader keeps the price by status (sold, rent ranges), the bath
 * arithmetic, the street assembled from its parts and the party roles.
 */
export const REALTOR_RULES: TSourceRules = {
  // The Redux state of the page (in some builds nested once more), then older page props.
  record_paths: [
    ['props', 'pageProps', 'initialReduxState', 'propertyDetails', 'propertyDetails'],
    ['props', 'pageProps', 'initialReduxState', 'propertyDetails'],
    ['props', 'pageProps', 'property'],
    ['props', 'pageProps', 'initialProps', 'property'],
    ['props', 'pageProps', 'initialState', 'propertyDetails'],
    ['props', 'pageProps', 'listing'],
  ],
  record_fields: {
    source_id: [['property_id']],
    href: [['href']],
    permalink: [['permalink']],
    status: [['status']],
    pending_flags: [
      ['flags', 'is_pending'],
      ['flags', 'is_contingent'],
    ],
    list_price: [['list_price']],
    sold_prices: [['last_sold_price'], d('sold_price'), ['list_price']],
    rent_prices: [['list_price_min'], ['list_price_max']],
    address: [['location', 'address']],
    street_line: [['line']],
    street_parts: [['street_number'], ['street_direction'], ['street_name'], ['street_suffix']],
    unit: [['unit']],
    city: [['city']],
    state: [['state_code']],
    postal_code: [['postal_code']],
    beds: [d('beds')],
    beds_range: [d('beds_min'), d('beds_max')],
    baths_consolidated: [d('baths_consolidated')],
    baths_full: [d('baths_full'), d('baths_full_calc')],
    baths_half: [d('baths_half'), d('baths_partial_calc')],
    baths: [d('baths')],
    baths_range: [d('baths_min'), d('baths_max')],
    living_area: [d('sqft')],
    living_area_range: [d('sqft_min'), d('sqft_max')],
    lot_sqft: [d('lot_sqft')],
    year_built: [d('year_built')],
    property_sub_type: [d('sub_type')],
    property_type: [d('type')],
    description: [d('text')],
    photos: [['photos']],
    primary_photo: [['primary_photo']],
    photo_url: [['href']],
    advertisers: [['advertisers']],
    party_type: [['type']],
    party_name: [['name']],
    advertiser_phones: [['phones']],
    phone_number: [['number']],
    advertiser_office: [
      ['office', 'name'],
      ['broker', 'name'],
    ],
    mls_agents: [['source', 'agents']],
    mls_agent_name: [['agent_name']],
    mls_agent_office: [['office_name']],
    labelled_parties: [['branding'], ['consumer_advertisers']],
    mls_name: [
      ['source', 'name'],
      ['source', 'id'],
    ],
    mls_id: [['source', 'listing_id']],
    open_houses: [['open_houses']],
    open_house_start: [['start_date']],
    open_house_end: [['end_date']],
  },
  /**
   * The printed pages: the current design's data-testid hooks (sources/realtor-dom.ts), and the 2018
   * design's ids, data-label hooks and microdata as `legacy_*` (sources/realtor-legacy-dom.ts).
   */
  dom_fields: {
    address_line: [testId('address'), testId('ldp-address'), testId('address-line-ldp')],
    price: [testId('list-price'), testId('ldp-list-price')],
    status_badge: [testId('status-indicator')],
    // A meta item's figure sits in its meta-value child; the rest is its unit and a screen-reader copy.
    beds: [meta('beds'), testId('property-meta-beds')],
    baths: [meta('baths'), testId('property-meta-baths')],
    area: [meta('sqft'), testId('property-meta-sqft')],
    lot_size: [meta('lot-size'), testId('property-meta-lot-size')],
    lot_size_line: [testId('property-meta-lot-size')],
    fact_items: [`${testId('key-facts')} li`, `${testId('ldp-highlighted-facts')} li`],
    description: [testId('property-description')],
    photo_galleries: [testId('carousel-track'), testId('responsive-image')],
    photo_images: ['img'],
    ...LEGACY_DOM_FIELDS,
  },
};
