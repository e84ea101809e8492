import type { TSourceRules } from '@pp/contract';

const ABOVE = '/home/details/aboveTheFold';
const PANEL = '/home/details/mainHouseInfoPanelInfo';
const INITIAL = '/home/details/initialInfo';
const info = (...keys: string[]) => [ABOVE, 'addressSectionInfo', ...keys];
const main = (...keys: string[]) => [PANEL, 'mainHouseInfo', ...keys];
const rf = (hook: string) => `[data-rf-test-id="${hook}"]`;

/**
 * Redfin's reader as data (issue 25). The page keeps the API answers it was rendered from in
 * `__reactServerState.InitialContext`; an input's path starts with the end of an API path (query
 * strings vary), whose answer's payload it then walks. Listing agents, photos and open houses are
 * read from their own items (the first agent, each photo, each open house).
 */
export const REDFIN_RULES: TSourceRules = {
  record_roots: [
    {
      script: { marker: '__reactServerState.InitialContext =' },
      path: ['ReactServerAgent.cache', 'dataCache'],
    },
  ],
  record_fields: {
    // A cached answer: its text (`{}&&` then JSON), and the payload in that JSON.
    answer_text: [['res', 'text']],
    answer_payload: [['payload']],
    source_id: [[INITIAL, 'propertyId']],
    url: [info('url'), main('url')],
    mls_status: [main('mlsStatusDisplay', 'displayValue')],
    price_label: [info('priceInfo', 'label')],
    status_label: [info('homeStatusLabel')],
    price: [info('priceInfo', 'amount')],
    street: [info('streetAddress', 'assembledAddress')],
    city: [info('city')],
    state: [info('state')],
    postal_code: [info('zip')],
    beds: [info('beds')],
    baths_total: [info('baths')],
    // The MLS's own counts (raw*) keep a three-quarter bath out of the full ones.
    baths_full: [info('rawFullBaths'), info('numFullBaths')],
    baths_half: [info('rawHalfBaths'), info('numPartialBaths')],
    living_area: [info('sqFt', 'value')],
    lot_size: [info('lotSize')],
    year_built: [info('yearBuilt')],
    property_type_code: [info('propertyType')],
    amenities: [main('selectedAmenities')],
    amenity_header: [['header']],
    amenity_content: [['content']],
    description: [main('marketingRemarks', '0', 'marketingRemark')],
    photos: [[ABOVE, 'mediaBrowserInfo', 'photos']],
    photo_url: [
      ['photoUrls', 'fullScreenPhotoUrl'],
      ['photoUrls', 'nonFullScreenPhotoUrl'],
    ],
    photo_width: [['width']],
    listing_agents: [main('listingAgents')],
    agent_name: [['agentInfo', 'agentName']],
    brokerage: [['brokerName']],
    // The name the page prints in its "Source:" line.
    mls_name: [main('source', 'dataSourceName'), main('source', 'dataSourceDescription')],
    mls_id: [main('mlsId'), [INITIAL, 'mlsId']],
    open_house_info: [[PANEL, 'openHouseInfo']],
    open_house_list: [['openHouses']],
    open_house_start: [['openHouseStart'], ['startTime']],
    open_house_end: [['openHouseEnd'], ['endTime']],
  },
  // The details sections' and key-details tiles' labels, as the page prints them.
  labels: {
    baths_full: ['# of Full Bathrooms', 'Bathrooms Full', 'Full Bathrooms'],
    baths_half: ['# of Half Bathrooms', 'Bathrooms Half', 'Half Bathrooms'],
    living_area_sqft: ['Living Area (Sq. Ft.)', 'Finished Sq. Ft.', 'Total Sq. Ft.'],
    year_built: ['Year Built', 'Built'],
    property_type: ['Property Type', 'Style'],
    lot_size: ['Lot Size'],
    mls_id: ['MLS#'],
  },
  /**
   * The printed page (sources/redfin-dom.ts), for when the data scripts are absent: its
   * data-rf-test-id hooks, and classes for the details sections and the listing source line.
   */
  dom_fields: {
    street: [rf('abp-streetLine')],
    city_line: [rf('abp-cityStateZip')],
    // The figure sits in statsValue; the whole box is read to tell an estimate from a price.
    price: [`${rf('abp-price')} .statsValue`],
    price_box: [rf('abp-price')],
    beds: [`${rf('abp-beds')} .statsValue`],
    baths: [rf('abp-baths')],
    area: [`${rf('abp-sqFt')} .statsValue`],
    status_badge: ['.ListingStatusBannerSection'],
    detail_tiles: ['.keyDetails-value'],
    detail_tile_label: ['.valueType'],
    detail_tile_value: ['.valueText'],
    detail_rows: ['.entryItemContent'],
    photo_galleries: [rf('mediaBrowser')],
    photo_images: ['img'],
    // The remarks hook wraps a second one around the text itself ("Show more" sits outside it).
    description: [`${rf('listingRemarks')} .remarks`, rf('listingRemarks')],
    agent_line: [rf('agentInfoItem-agentDisplay')],
    contact_block: ['.listingContactSection'],
    mls_name: ['.ListingSource--dataSourceName'],
    mls_id: ['.ListingSource--mlsId'],
  },
};
