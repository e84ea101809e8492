import { describe, expect, it } from 'vitest';
import { extractListing } from '../extract-listing';
import { pageLoader } from '../testing/page-loader';
import { realtorFromDom } from './realtor-dom';

/**
 * The current (Next.js) Realtor.com design, for which no saved page is public: each rule on the
 * smallest page with the shape open-source scrapers document, the source named above each test
 * (repository, file, commit; "index file <id>" where the search index gave the file without its
 * repository). The table of sources is in fixtures/README.md.
 */
const load = pageLoader();
const URL = 'https://www.realtor.com/realestateandhomes-detail/12-Oak-Ln_Austin_TX_78701_M12345-67890';
const page = (body: string) => load(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, URL);
const withNextData = (pageProps: unknown) =>
  page(
    `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps } })}</script>`,
  );
const extract = (pageProps: unknown) => extractListing(withNextData(pageProps), URL);

const record = {
  property_id: '1234567890',
  status: 'for_sale',
  list_price: 450000,
  href: 'https://www.realtor.com/realestateandhomes-detail/12-Oak-Ln_Austin_TX_78701_M12345-67890',
  location: { address: { line: '12 Oak Ln', city: 'Austin', state_code: 'TX', postal_code: '78701' } },
  description: {
    beds: 3,
    baths_consolidated: '2.5',
    sqft: 1800,
    lot_sqft: 6000,
    year_built: 1999,
    type: 'single_family',
  },
};

describe('Realtor.com current design: where the record sits', () => {
  // DREAMS Realtor module (index file 9845499554): pageProps.initialState.propertyDetails,
  // initialReduxState.propertyDetails.propertyDetails and pageProps.listing besides the usual roots.
  it.each([
    ['initialState.propertyDetails', { initialState: { propertyDetails: record } }],
    [
      'initialReduxState.propertyDetails.propertyDetails',
      { initialReduxState: { propertyDetails: { propertyDetails: record } } },
    ],
    ['listing', { listing: record }],
  ])('reads the record under pageProps.%s', (_, pageProps) => {
    expect(extract(pageProps)).toMatchObject({ price: 450000, beds: 3, address: { street: '12 Oak Ln' } });
  });

  // DREAMS Realtor module (index file 9845499554) searches the page props for an object with an id and
  // an address; here only the object with the page's own id (from _M12345-67890) is taken.
  it('finds the record under an unknown key by the page id, never a similar home', () => {
    const similar = { ...record, property_id: '999', list_price: 1 };
    const listing = extract({
      newKey: { similar_homes: [similar], data: { home: { ...record, property_id: '1234567890' } } },
    });
    expect(listing.price).toBe(450000);
    expect(extract({ newKey: { data: { home: similar } } }).price).toBeNull();
  });
});

describe('Realtor.com current design: prices by status', () => {
  // Bunsly/HomeHarvest homeharvest/core/scrapers/realtor/__init__.py @65f799a2: sold_price =
  // last_sold_price or description.sold_price; scrapfly/scrapfly-scrapers realtorcom-scraper/realtorcom.py
  // @43ac23c9 reads sold_price from last_sold_price and status "sold".
  it('gives a sold home its sale price, from the description when last_sold_price is empty', () => {
    const listing = extract({
      initialReduxState: {
        propertyDetails: {
          ...record,
          status: 'sold',
          last_sold_price: null,
          description: { ...record.description, sold_price: 430000 },
        },
      },
    });
    expect(listing).toMatchObject({ status: 'sold', price: 430000 });
  });

  // HomeHarvest (above) reads list_price_min / list_price_max; a rental building's listing has no list_price.
  it('gives a rental its monthly rent from the range when list_price is empty', () => {
    const rental = {
      ...record,
      status: 'for_rent',
      list_price: null,
      list_price_min: 2100,
      list_price_max: 2600,
    };
    expect(extract({ property: rental })).toMatchObject({ status: 'for_rent', price: 2100 });
  });

  it('reads no price for an off-market home, whatever its estimate says', () => {
    // HomeHarvest (above): estimates sit in current_estimates / estimates.currentValues, apart from list_price.
    const offMarket = {
      ...record,
      status: 'off_market',
      list_price: null,
      current_estimates: [{ estimate: 470000 }],
    };
    expect(extract({ property: offMarket })).toMatchObject({ status: 'off_market', price: null });
  });

  // HomeHarvest (above): flags.is_pending / flags.is_contingent override status "for_sale".
  it('reads pending and contingent from the flags, and a ready-to-build plan as for sale', () => {
    expect(extract({ property: { ...record, flags: { is_contingent: true } } }).status).toBe('pending');
    expect(extract({ property: { ...record, status: 'ready_to_build' } }).status).toBe('for_sale');
  });
});

describe('Realtor.com current design: facts', () => {
  // HomeHarvest (above) reads description.baths_full and baths_half; scrapfly property.json @43ac23c9
  // shows baths_full 2, baths_half 1 beside baths_consolidated "2.5".
  it('counts the split baths when the consolidated figure is missing, not the whole-bath count', () => {
    const d = { ...record.description, baths_consolidated: null, baths: 3, baths_full: 2, baths_half: 1 };
    expect(extract({ property: { ...record, description: d } })).toMatchObject({
      baths_total: 2.5,
      baths_full: 2,
      baths_half: 1,
    });
  });

  // scrapfly property.json @43ac23c9: description.sub_type beside description.type.
  it('takes the sub_type when the type names several kinds', () => {
    const d = { ...record.description, type: 'condo_townhome_rowhome_coop', sub_type: 'condo' };
    expect(extract({ property: { ...record, description: d } }).property_type).toBe('condo');
  });

  // HomeHarvest queries.py @65f799a2: location.address.{street_number, street_direction, street_name, street_suffix, unit, line}.
  it('builds the street from its parts when line is missing', () => {
    const address = {
      street_number: '12',
      street_name: 'Oak',
      street_suffix: 'Ln',
      unit: '4',
      city: 'Austin',
      state_code: 'TX',
      postal_code: '78701',
    };
    expect(extract({ property: { ...record, location: { address } } }).address.street).toBe('12 Oak Ln #4');
  });

  // index file 299066078 builds the URL as /realestateandhomes-detail/<permalink>.
  it('makes the detail URL from a bare permalink', () => {
    const { href: _, ...noHref } = record;
    const listing = extract({ property: { ...noHref, permalink: '12-Oak-Ln_Austin_TX_78701_M12345-67890' } });
    expect(listing.url).toBe(URL);
  });
});

describe('Realtor.com current design: parties and photos', () => {
  // EmmanuelThen/then-estate app/ui/PropertyCard.tsx @0282f4a9 (fixtures/realtor/thenestate-…):
  // branding[] and consumer_advertisers[] label each party with type "Agent" or "Office".
  it('reads agent and brokerage from the labelled branding when there is no seller advertiser', () => {
    const branding = [
      { type: 'Office', name: 'Oak Realty' },
      { type: 'Agent', name: 'Ann Agent' },
    ];
    expect(extract({ property: { ...record, branding } })).toMatchObject({
      agent_name: 'Ann Agent',
      brokerage: 'Oak Realty',
    });
  });

  // scrapfly realtorcom.py @43ac23c9 reads propertyDetails.source.agents; the seller agent's office_name is the brokerage.
  it('takes the brokerage from the MLS seller agent', () => {
    const source = {
      id: 'ACTX',
      listing_id: '555',
      agents: [{ type: 'seller', agent_name: 'Ann Agent', office_name: 'Oak Realty' }],
    };
    expect(extract({ property: { ...record, source } })).toMatchObject({
      agent_name: 'Ann Agent',
      brokerage: 'Oak Realty',
      mls_id: '555',
    });
  });

  // HomeHarvest (above) turns primary_photo.href / photos[].href "…s.jpg" into the "od" original.
  it('takes the primary photo in full size when the photo list is missing', () => {
    const photo = 'https://ap.rdcpix.com/abc123l-m111s.jpg';
    expect(extract({ property: { ...record, primary_photo: { href: photo } } }).photos).toEqual([
      'https://ap.rdcpix.com/abc123l-m111od.jpg',
    ]);
  });
});

describe('Realtor.com current design: printed page', () => {
  // index file 299066078 (ldp-list-price, ldp-home-facts li[data-testid=property-meta-*],
  // address-line-ldp, ldp-highlighted-facts "Property type"/"Year built", carousel-track img);
  // scrapfly realtorcom.py @43ac23c9 (property-meta-* [data-testid=meta-value]);
  // index file 27409336622 (status-indicator); index file 17438887819 (property-description).
  const html = `
    <div data-testid="status-indicator">Pending</div>
    <div data-testid="ldp-list-price">$450,000</div>
    <div data-testid="address-line-ldp">12 Oak Ln, Austin, TX 78701</div>
    <ul data-testid="ldp-home-facts">
      <li data-testid="property-meta-beds"><span data-testid="meta-value">3</span><span>bed</span></li>
      <li data-testid="property-meta-baths"><span data-testid="meta-value">2.5</span><span>bath</span></li>
      <li data-testid="property-meta-sqft"><span data-testid="meta-value">1,800</span><span>sqft</span><span data-testid="screen-reader-value">1,800 square feet</span></li>
      <li data-testid="property-meta-lot-size"><span data-testid="meta-value">0.25</span><span>acre lot</span></li>
    </ul>
    <div data-testid="ldp-highlighted-facts"><ul>
      <li><div>Property type</div><div>Townhome</div></li>
      <li><div>Year built</div><div>1999</div></li>
    </ul></div>
    <div data-testid="property-description"><p>Bright corner home.</p></div>
    <ul data-testid="carousel-track"><li><img src="https://ap.rdcpix.com/abc123l-m111s-w1024_h768.jpg"></li></ul>`;

  it('reads the hooks of the current design', () => {
    expect(realtorFromDom(page(html), URL)).toMatchObject({
      status: 'pending',
      price: 450000,
      address: { street: '12 Oak Ln', city: 'Austin', state: 'TX', postal_code: '78701' },
      beds: 3,
      baths_total: 2.5,
      living_area_sqft: 1800,
      lot_size: 0.25,
      lot_unit: 'acres',
      property_type: 'townhouse',
      year_built: 1999,
      description: 'Bright corner home.',
      photos: ['https://ap.rdcpix.com/abc123l-m111od.jpg'],
    });
  });
});
