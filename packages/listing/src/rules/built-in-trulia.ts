import type { TSourceRules } from '@pp/contract';

const testId = (hook: string) => `[data-testid="${hook}"]`;

const sizes = [
  'extraLarge',
  'hiDpiLargeSrc',
  'large',
  'largeSrc',
  'hiDpiMediumSrc',
  'mediumSrc',
  'medium',
  'smallSrc',
];

/**
 * Trulia's current (Next.js, 2020 on) reader as data (issue 25): the record is `homeDetails` under
 * props (or pageProps) of __NEXT_DATA__; the address parts are read from its `location`, the agent's
 * from the listing agent, each photo's URL from the photo (largest size first). The reader keeps the
 * status flags, the fact lists, the sold price from the price history and the estimate rule. The
 * 2016-17 record's inputs are the `legacy_*` ones (the script markers that hand it over are still code,
 * as are the printed pages' text rules; where their elements are is `dom_fields`).
 */
export const TRULIA_RULES: TSourceRules = {
  record_roots: [
    { script: { id: '__NEXT_DATA__' }, path: ['props', 'homeDetails'] },
    { script: { id: '__NEXT_DATA__' }, path: ['props', 'pageProps', 'homeDetails'] },
  ],
  record_fields: {
    source_id: [['id'], ['listingId']],
    url: [['url']],
    current_status: [['currentStatus']],
    formatted_price: [['price', 'formattedPrice']],
    price: [
      ['price', 'price'],
      ['price', 'formattedPrice'],
    ],
    price_history: [['priceHistory']],
    currency: [['price', 'currencyCode']],
    location: [['location']],
    street: [['streetAddress'], ['homeFormattedAddress']],
    city: [['city']],
    state: [['stateCode']],
    postal_code: [['zipCode']],
    features: [['features'], ['publicRecord', 'features']],
    lot_size: [['lotSize', 'formattedDimension']],
    beds: [['bedrooms', 'formattedValue']],
    baths: [['bathrooms', 'formattedValue']],
    living_area: [['floorSpace', 'formattedDimension']],
    description: [['description', 'value']],
    photos: [['media', 'photos']],
    photo_url: sizes.map((size) => ['url', size]),
    agent: [['provider', 'listingAgent'], ['listingAgent']],
    agent_name: [['name'], ['agentName']],
    agent_phone: [['phone'], ['phoneNumber']],
    broker_name: [['provider', 'broker', 'name']],
    agent_broker: [['brokerName']],
    mls_name: [
      ['provider', 'mlsName'],
      ['provider', 'disclaimer', 'name'],
    ],
    mls_id: [['provider', 'mlsId'], ['mlsId']],
    // The 2016-17 record handed to `trulia.propertyData.set(…)` or `trulia.pdp.propertyJSON`.
    legacy_id: [['id']],
    legacy_url: [['pdpURL']],
    legacy_status: [['status']],
    legacy_price: [['price']],
    legacy_street_number: [['streetNumber']],
    legacy_street: [['street']],
    legacy_unit: [['apartmentNumber']],
    legacy_city: [['city']],
    legacy_state: [['stateCode']],
    legacy_postal_code: [['zipCode']],
    legacy_beds: [['numBeds'], ['numBedrooms']],
    legacy_baths_full: [['numFullBathrooms']],
    legacy_baths_half: [['numPartialBathrooms']],
    legacy_living_area: [['sqft']],
    legacy_property_type: [['typeDisplay'], ['type']],
    legacy_mls_id: [['mlsID']],
    legacy_agent_name: [['agentName']],
    legacy_photos: [['dataPhotos']],
    legacy_photo_list: [['photos']],
    legacy_photo_url: [['standard_url'], ['thumbnail_url']],
  },
  /**
   * The printed pages: the current design's data-testid hooks (sources/trulia-current-dom.ts), and the
   * 2017 design's microdata, feature lists and meta tags as `legacy_*` (sources/trulia-legacy-dom.ts).
   */
  dom_fields: {
    price: [testId('on-market-price-details'), testId('home-details-summary-price')],
    street: [testId('home-details-summary-headline')],
    // Every city-state line: on a building page one of them holds the street (the reader tells them apart).
    city_line: [testId('home-details-summary-city-state')],
    // "3 beds • 2 baths • 1,500 sqft" when the facts are printed on one line.
    summary_facts: [testId('home-details-summary-features')],
    beds: [testId('home-summary-size-bedrooms'), testId('bed')],
    baths: [testId('home-summary-size-bathrooms'), testId('bath')],
    area: [testId('home-summary-size-floorspace'), testId('floor')],
    feature_items: [`${testId('home-features')} li`],
    description: [testId('home-description-text-description-text')],
    mls_id: [testId('hdp-mls-id')],
    brokerage: ['.broker-info'],
    legacy_price: ['[itemprop="price"]'],
    legacy_currency: ['[itemprop="priceCurrency"]'],
    legacy_street: ['[itemprop="streetAddress"]'],
    legacy_city: ['[itemprop="addressLocality"]'],
    legacy_state: ['[itemprop="addressRegion"]'],
    legacy_postal_code: ['[itemprop="postalCode"]'],
    // The status line sits just above the address heading: it is looked for in the heading's parent.
    legacy_address_block: ['[data-role="address_module"]'],
    legacy_status_badge: ['.typeHighlight'],
    legacy_feature_items: ['.pdpFeatureList li'],
    legacy_description: ['#corepropertydescription'],
    legacy_provider_heading: ['h2'],
    // The block after the "Listing Provided by" heading: its paragraph, its spans (agent), its link (firm).
    legacy_provider_block: ['p'],
    legacy_agent_line: ['span'],
    legacy_brokerage: ['a'],
    legacy_og_image: ['meta[property="og:image"]'],
    legacy_photo_metas: ['meta[name^="twitter:image"]'],
    legacy_photo_images: ['img'],
    legacy_canonical: ['link[rel="canonical"]'],
  },
};
