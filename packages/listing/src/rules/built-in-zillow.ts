import type { TSourceRules } from '@pp/contract';

const property = (...keys: string[]) => ['property', ...keys];
const facts = (...keys: string[]) => ['property', 'resoFacts', ...keys];
const attribution = (key: string) => ['property', 'attributionInfo', key];
const testId = (hook: string) => `[data-testid="${hook}"]`;

/**
 * Zillow's reader as data (issue 25). The records are the entries of the page's Apollo cache, wherever
 * a design put it: componentProps (2024 on), pageProps (mid-2023), the older hdpApolloPreloadedData
 * apiCache. Each entry's inputs are read from `{ entry, property }`: the cache entry and its property
 * record. Photo items, open-house items and address parts have roots of their own (the item, the
 * address record). The reader keeps the choice of record (the URL's zpid, then the most complete),
 * the units, the sold and auction price rules and the attribution roles.
 */
export const ZILLOW_RULES: TSourceRules = {
  record_roots: [
    { script: { id: '__NEXT_DATA__' }, path: ['props', 'pageProps', 'componentProps', 'gdpClientCache'] },
    { script: { id: '__NEXT_DATA__' }, path: ['props', 'pageProps', 'gdpClientCache'] },
    { script: { id: 'hdpApolloPreloadedData' }, path: ['apiCache'] },
  ],
  record_fields: {
    record: [['property']],
    source_id: [property('zpid')],
    url: [property('hdpUrl')],
    status: [property('homeStatus')],
    price: [property('price')],
    sold_price: [property('lastSoldPrice')],
    estimate: [property('zestimate')],
    for_auction: [property('listing_sub_type', 'is_forAuction')],
    currency: [property('currency')],
    address: [property('address')],
    street: [['streetAddress']],
    city: [['city']],
    state: [['state']],
    postal_code: [['zipcode']],
    beds: [property('bedrooms'), facts('bedrooms')],
    baths_total: [property('bathrooms'), facts('bathrooms')],
    baths_full: [property('bathroomsFull'), facts('bathroomsFull')],
    baths_half: [property('bathroomsHalf'), facts('bathroomsHalf')],
    living_area_units: [property('livingAreaUnits')],
    living_area: [property('livingAreaValue'), property('livingArea')],
    living_area_facts: [facts('livingArea')],
    lot_units: [property('lotAreaUnits')],
    lot_value: [property('lotAreaValue')],
    lot_size: [property('lotSize')],
    lot_size_facts: [facts('lotSize')],
    year_built: [property('yearBuilt'), facts('yearBuilt')],
    year_built_facts: [facts('yearBuilt')],
    property_type: [property('homeType'), facts('homeType')],
    description: [property('description')],
    photo_lists: [property('responsivePhotos'), property('originalPhotos'), property('photos')],
    photo_lists_old: [property('hugePhotos'), property('big')],
    photo_sources: [['mixedSources', 'jpeg']],
    photo_url: [['url']],
    photo_width: [['width']],
    listed_by: [['entry', 'listedBy'], property('listedBy')],
    // Each party group (its role: LISTING_AGENT, BROKER …) and its NAME and PHONE elements.
    party_role: [['id']],
    party_elements: [['elements']],
    party_element_id: [['id']],
    party_element_text: [['text']],
    agent_name: [attribution('agentName')],
    agent_phone: [attribution('agentPhoneNumber')],
    broker_name: [attribution('brokerName')],
    builder_name: [facts('builderName'), attribution('builderName')],
    mls_id: [attribution('mlsId')],
    mls_id_record: [property('mlsid')],
    mls_name: [attribution('mlsName')],
    open_houses: [property('openHouseSchedule')],
    open_house_start: [['startTime']],
    open_house_end: [['endTime']],
  },
  // The facts-and-features lists' labels, compared lower case.
  labels: {
    beds: ['bedrooms'],
    baths_full: ['full bathrooms', 'bathrooms full'],
    baths_half: ['1/2 bathrooms', 'half bathrooms'],
    lot_size: ['lot size', 'size'],
    year_built: ['year built'],
    property_type: ['home type', 'property subtype'],
  },
  /** The printed page (sources/zillow-dom.ts), for captures without their scripts: data-testid hooks. */
  dom_fields: {
    address_line: ['h1'],
    price: [testId('price')],
    status_badge: [testId('gallery-status-pill')],
    // Pages without a status pill (off-market, sold public records) say it in the chip above the facts.
    status_chip: [testId('home-details-chip-container')],
    summary_facts: [testId('bed-bath-sqft-fact-container')],
    fact_items: [`${testId('fact-category')} li`],
    description: [testId('description')],
    photo_galleries: [
      testId('hollywood-gallery'),
      testId('hollywood-photo-carousel'),
      testId('hero-carousel-wrapper'),
      testId('media-tiles-carousel'),
      testId('media-stream'),
    ],
    photo_images: ['img', 'source'],
    // Each party's role is what follows the prefix (attribution-LISTING_AGENT, attribution-BROKER…).
    parties: ['[data-testid^="attribution-"]'],
    attribution: [testId('listing-attribution-overview'), testId('seller-attribution')],
  },
};
