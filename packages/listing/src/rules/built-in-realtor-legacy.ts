import type { TDomFields } from '@pp/contract';

const label = (name: string) => `[data-label="${name}"]`;
const metaLabel = (name: string) => `#ldp-property-meta ${label(`property-meta-${name}`)}`;
const address = (prop: string) => `#ldp-address [itemprop="${prop}"]`;
const offers = '#ldp-pricewrap [itemprop="offers"]';

/**
 * Where Realtor.com's 2018 (pre-Next.js) printed page keeps each element (issue 25; read by
 * sources/realtor-legacy-dom.ts): ids (ldp-pricewrap, ldp-address, ldp-detail-romance), data-label
 * hooks (property-meta-beds, branding-agent-name) and schema.org microdata. A file of its own so each
 * built-in rule file stays short.
 */
export const LEGACY_DOM: TDomFields = {
  address_block: ['#ldp-address'],
  price_block: ['#ldp-pricewrap'],
  street: [address('streetAddress')],
  city: [address('addressLocality')],
  state: [address('addressRegion')],
  postal_code: [address('postalCode')],
  // The offer's text before the figure says whether it is an estimate ("Est. $190,600").
  price_box: [offers],
  price: [`${offers} [itemprop="price"]`],
  currency: [`${offers} [itemprop="priceCurrency"]`],
  status_badge: [label('property-meta-status')],
  key_facts: ['#ldp-detail-keyfacts'],
  beds: [metaLabel('beds')],
  baths: [metaLabel('baths'), metaLabel('bath')],
  area: [metaLabel('sqft')],
  lot_size: [metaLabel('lotsize')],
  year_built: [label('property-year')],
  property_type: [label('property-type')],
  description: ['#ldp-detail-romance'],
  // A bold first line of the description is its heading ("Property Overview -"), not its text.
  description_heading: ['.font-bold'],
  // The gallery naming the largest renditions first: full-screen (w1020), 2018 hero carousel, 2017 carousel.
  photo_galleries: ['#ldpPhotoGallery', '#ldpHeroCarousel', '#ldpPhotos'],
  photo_images: ['img'],
  // A carousel repeats its end slides as cloned copies: not more photos.
  cloned_slide: ['.cloned'],
  agent_name: [label('branding-agent-name'), label('additional-agent-name')],
  // Sold pages name both sides: the seller's is the listing's.
  seller_agent_name: [label('branding-seller-agent-name'), label('additional-seller-agent-name')],
  brokerage: [label('branding-office-name'), label('additional-office-link')],
  seller_brokerage: [label('branding-seller-broker-name')],
  attribution: ['#ldp-agentbroker-attribution'],
  // Lines of a block read as "Label: value", and the part of one that names (bold or itemprop=name).
  label_lines: ['p, li'],
  label_name: ['[itemprop="name"], .font-bold'],
  // The provider table's rows, and within a row: its label cell, links, list item and value cells.
  agent_row: [`tr${label('Listing Agent')}`],
  brokerage_row: [`tr${label('Listed by')}`],
  mls_name_row: [`tr${label('Data Source')}`],
  mls_id_row: [`tr${label('Source Property ID')}`],
  row_label: ['td'],
  row_links: ['a'],
  row_item: ['li'],
  row_mls_name: ['td:last-child'],
  row_mls_id: ['[itemprop="productID"]'],
};

/** The same under the `legacy_` names the 2018 reader reads (reader-dom-rules.ts). */
export const LEGACY_DOM_FIELDS = Object.fromEntries(
  Object.entries(LEGACY_DOM).map(([name, selectors]) => [`legacy_${name}`, selectors]),
) as TDomFields;
