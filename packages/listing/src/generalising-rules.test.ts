import { describe, expect, it } from 'vitest';
import { extractListing } from './extract-listing';
import { pageLoader } from './testing/page-loader';

/**
 * The rules that make the extractor hold on pages it was not built against, each on the smallest page
 * that has the shape real pages have (the real pages are in the fixture test).
 */
const load = pageLoader();
const extract = (html: string, url: string) =>
  extractListing(load(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`, url), url);
const nextData = (entry: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: {
      pageProps: { componentProps: { gdpClientCache: JSON.stringify({ 'AnyQuery{"zpid":1}': entry }) } },
    },
  })}</script>`;

const ZILLOW = 'https://www.zillow.com/homedetails/1-Test-St-New-York-NY-10003/1_zpid/';
const property = {
  zpid: 1,
  homeStatus: 'FOR_SALE',
  price: 900000,
  address: { streetAddress: '1 Test St', city: 'New York', state: 'NY', zipcode: '10003' },
  attributionInfo: { agentName: 'Ann Agent', agentPhoneNumber: '212-000-0001', brokerName: 'Big Brokerage' },
};

describe('Zillow embedded data', () => {
  it('reads agent and brokerage from the labelled parties, broker printed first', () => {
    const listing = extract(
      nextData({
        property,
        listedBy: [
          {
            id: 'BROKER',
            elements: [
              { id: 'NAME', text: 'Big Brokerage' },
              { id: 'PHONE', text: '212-000-0002' },
            ],
          },
          { id: 'LISTING_AGENT', elements: [{ id: 'NAME', text: 'Ann Agent' }] },
        ],
      }),
      ZILLOW,
    );
    expect(listing).toMatchObject({ agent_name: 'Ann Agent', brokerage: 'Big Brokerage', agent_phone: null });
  });

  it('leaves the agent empty on a builder listing and does not call the builder an MLS', () => {
    const listing = extract(
      nextData({
        property: {
          ...property,
          attributionInfo: {
            agentName: null,
            agentPhoneNumber: '773-645-7900',
            brokerName: 'Builder Co',
            mlsName: 'Builder Co',
            mlsId: null,
          },
        },
        listedBy: [{ id: 'BROKER', elements: [{ id: 'NAME', text: 'Builder Co' }] }],
      }),
      ZILLOW,
    );
    expect(listing).toMatchObject({
      agent_name: null,
      agent_phone: null,
      brokerage: 'Builder Co',
      mls_name: null,
    });
  });

  it('does not take a builder filed under the agent name for the agent (record without labels)', () => {
    const listing = extract(
      nextData({
        property: {
          ...property,
          resoFacts: { builderName: 'Builder Co' },
          attributionInfo: { agentName: 'Builder Co', agentPhoneNumber: '773-645-7900', brokerName: null },
        },
      }),
      ZILLOW,
    );
    expect(listing).toMatchObject({ agent_name: null, agent_phone: null });
  });

  it('gives no price for an auction, whose figure is an estimate', () => {
    const listing = extract(
      nextData({ property: { ...property, listing_sub_type: { is_forAuction: true } } }),
      ZILLOW,
    );
    expect(listing.price).toBeNull();
    expect(listing.status).toBe('for_sale');
  });

  it('gives a sold page its sale price, and no price when its only figure is the Zestimate', () => {
    const sold = { ...property, homeStatus: 'RECENTLY_SOLD', price: 702000, zestimate: 702000 };
    expect(extract(nextData({ property: { ...sold, lastSoldPrice: 640000 } }), ZILLOW).price).toBe(640000);
    expect(extract(nextData({ property: sold }), ZILLOW)).toMatchObject({ status: 'sold', price: null });
    expect(extract(nextData({ property: { ...sold, zestimate: 690000 } }), ZILLOW).price).toBe(702000);
  });

  it('does not call Zillow’s own rentals channel an MLS, and keeps a real MLS with its number', () => {
    const rental = (attributionInfo: object) =>
      extract(
        nextData({ property: { ...property, homeStatus: 'FOR_RENT', price: 1150, attributionInfo } }),
        ZILLOW,
      );
    const direct = rental({
      agentName: 'Ann Agent',
      brokerName: 'Small PM LLC',
      mlsName: 'Zillow Rentals',
      mlsId: null,
    });
    expect(direct).toMatchObject({ status: 'for_rent', price: 1150, mls_name: null, mls_id: null });
    expect(direct.brokerage).toBe('Small PM LLC');
    const viaMls = rental({
      agentName: 'Ann Agent',
      brokerName: null,
      mlsName: 'Unlock MLS',
      mlsId: '1749468',
    });
    expect(viaMls).toMatchObject({ mls_name: 'Unlock MLS', mls_id: '1749468' });
  });

  it('keeps the line breaks the author typed in a description stored as data', () => {
    const description =
      'Cozy one-bedroom.  \n\nRent: $1,500\nAdmin Fee: $75\r\n  Available 8/6/26\n\n\n\nBy appointment.';
    const listing = extract(nextData({ property: { ...property, description } }), ZILLOW);
    expect(listing.description).toBe(
      'Cozy one-bedroom.\n\nRent: $1,500\nAdmin Fee: $75\nAvailable 8/6/26\n\nBy appointment.',
    );
  });

  it('gives no price for an off-market page, whatever sits in the price field', () => {
    const listing = extract(
      nextData({ property: { ...property, homeStatus: 'OTHER', price: 655700, zestimate: 655700 } }),
      ZILLOW,
    );
    expect(listing).toMatchObject({ status: 'off_market', price: null });
  });
});

describe('Zillow page captured without its scripts', () => {
  const body = (attribution: string, price = '$7,995,000') => `
    <div data-testid="hollywood-gallery"><span data-testid="gallery-status-pill">Active</span>
      <img src="https://photos.zillowstatic.com/fp/aaa111-cc_ft_960.jpg">
      <picture><source srcset="https://photos.zillowstatic.com/fp/aaa111-cc_ft_1536.jpg 1536w"><img src="https://photos.zillowstatic.com/fp/bbb222-cc_ft_576.jpg"></picture>
    </div>
    <span data-testid="price">${price}</span><h1>1 Test St,&nbsp;New York (Manhattan), NY 10003</h1>
    <div data-testid="bed-bath-sqft-fact-container">6 beds</div><div data-testid="bed-bath-sqft-fact-container">6 baths</div>
    <div data-testid="listing-attribution-overview"><div data-testid="seller-attribution">${attribution}</div>
      <span>Source: StreetEasy,</span><span>MLS#: S1782630</span></div>
    <div data-testid="fact-category"><ul><li><span>Full bathrooms: 5</span></li><li><span>1/2 bathrooms: 1</span></li></ul></div>
    <div data-testid="fact-category"><ul><li><span>Home type: SingleFamily</span></li><li><span>Year built: 1901</span></li></ul></div>`;

  it('reads status, facts, photos and the MLS line', () => {
    const listing = extract(body('<p data-testid="attribution-LISTING_AGENT">Ann Agent</p>'), ZILLOW);
    expect(listing).toMatchObject({
      source_id: '1',
      status: 'for_sale',
      price: 7_995_000,
      address: { street: '1 Test St', city: 'New York', state: 'NY', postal_code: '10003' },
      baths_full: 5,
      baths_half: 1,
      year_built: 1901,
      property_type: 'single_family',
      mls_name: 'StreetEasy',
      mls_id: 'S1782630',
      photos: [
        'https://photos.zillowstatic.com/fp/aaa111-cc_ft_1536.jpg',
        'https://photos.zillowstatic.com/fp/bbb222-cc_ft_576.jpg',
      ],
    });
  });

  it.each([
    [
      'broker first',
      '<p data-testid="attribution-BROKER">Compass 917-375-1640,</p><p data-testid="attribution-LISTING_AGENT">Leslie Meyers</p>',
    ],
    [
      'agent first',
      '<p data-testid="attribution-LISTING_AGENT">Leslie Meyers</p><p data-testid="attribution-BROKER">Compass 917-375-1640</p>',
    ],
  ])('reads the attribution labels (%s)', (_order, attribution) => {
    expect(extract(body(attribution), ZILLOW)).toMatchObject({
      agent_name: 'Leslie Meyers',
      agent_phone: null,
      brokerage: 'Compass',
    });
  });

  it('reads no price from an estimate printed where the price goes', () => {
    expect(extract(body('', 'Est. $655,700'), ZILLOW).price).toBeNull();
  });

  it('reads an off-market page without a status pill from its chip, and the Zestimate beside it as no price', () => {
    const html = `<div data-testid="home-details-chip-container"><span>Off market</span>
      <p><span data-testid="price">$655,700</span><span>Zestimate®</span></p></div>
      <h1>1 Test St, New York, NY 10003</h1>`;
    expect(extract(html, ZILLOW)).toMatchObject({ status: 'off_market', price: null });
  });

  it('reads a Canadian listing: the currency of "C$" and the whole postal code', () => {
    const html = `<span data-testid="price">C$2,098,000</span>
      <h1>3545 King Edward Ave W, Vancouver, BC V6S 1M4</h1>`;
    expect(extract(html, ZILLOW)).toMatchObject({
      price: 2_098_000,
      currency: 'CAD',
      address: { street: '3545 King Edward Ave W', city: 'Vancouver', state: 'BC', postal_code: 'V6S 1M4' },
    });
  });

  it('keeps US dollars for a bare dollar sign', () => {
    expect(extract(body(''), ZILLOW).currency).toBe('USD');
  });
});

describe('Zillow embedded data of a Canadian listing', () => {
  it('writes the postal code as the page prints it, with its space', () => {
    const canadian = {
      ...property,
      currency: 'CAD',
      address: { streetAddress: '3545 King Edward Ave W', city: 'Vancouver', state: 'BC', zipcode: 'V6S1M4' },
    };
    expect(extract(nextData({ property: canadian }), ZILLOW)).toMatchObject({
      currency: 'CAD',
      address: { postal_code: 'V6S 1M4' },
    });
  });
});

describe('Redfin page captured without its scripts', () => {
  const URL = 'https://www.redfin.com/NY/New-York/1-Test-St-10003/unit-8/home/42';
  const page = (sqFt: string) => `
    <div data-rf-test-id="mediaBrowser"><img alt="1 Test St Unit 8, New York, NY 10003" src="https://ssl.cdn-redfin.com/photo/211/bigphoto/849/RLS1_3.jpg"></div>
    <div data-rf-test-id="abp-price"><div class="statsValue">$1,650,000</div></div>
    <div data-rf-test-id="abp-sqFt"><span class="statsValue">${sqFt}</span> sq ft</div>
    <div data-rf-test-id="agentInfoItem-agentDisplay">Listing by Ed Freiberg Freiberg • Compass</div>
    <div class="listingContactSection">Contact: <!-- -->631-351-6000</div>
    <div class="ListingSource"><span>Source:</span><span class="ListingSource--dataSourceName">REBNY </span><span class="ListingSource--mlsId">#RLS20051849</span></div>
    <ul><li><span class="entryItemContent"># of Full Bathrooms: <span>2</span></span></li>
    <li><span class="entryItemContent"># of Half Bathrooms: <span>1</span></span></li>
    <li><span class="entryItemContent">Finished Sq. Ft.: <span>1,178</span></span></li></ul>`;

  it('reads no price from the Redfin Estimate printed in the price slot', () => {
    const html = `<div data-rf-test-id="abp-price"><div class="statsValue">$1,210,000</div><span class="statsLabel">Redfin Estimate</span></div>`;
    expect(extract(html, URL).price).toBeNull();
    expect(extract(page('900'), URL).price).toBe(1_650_000);
  });

  it('reads the Source line as MLS name and number', () => {
    expect(extract(page('900'), URL)).toMatchObject({ mls_name: 'REBNY', mls_id: 'RLS20051849' });
  });

  it('takes the living area from the details when the header shows a dash', () => {
    expect(extract(page('—'), URL).living_area_sqft).toBe(1178);
    expect(extract(page('900'), URL).living_area_sqft).toBe(900);
  });

  it('reads full and half baths, the agent without a repeated surname, and the contact phone', () => {
    expect(extract(page('900'), URL)).toMatchObject({
      baths_full: 2,
      baths_half: 1,
      agent_name: 'Ed Freiberg',
      brokerage: 'Compass',
      agent_phone: '631-351-6000',
    });
  });
});

describe('Trulia current pages', () => {
  it('reads no price from a figure Trulia labels as its estimate', () => {
    const home = {
      url: '/home/1-test-st-austin-tx-78745-501',
      location: { streetAddress: '1 Test St', city: 'Austin', stateCode: 'TX', zipCode: '78745' },
      price: { price: 1210000, formattedPrice: '$1,210,000 (est.)' },
      currentStatus: { label: 'Sold' },
    };
    const html = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { homeDetails: home } })}</script>`;
    expect(extract(html, 'https://www.trulia.com/home/1-test-st-austin-tx-78745-501').price).toBeNull();
  });
});

describe('Trulia 2017 design', () => {
  it('reads the whole photo list of the page data, not only the printed thumbnails', () => {
    const photos = Array.from({ length: 12 }, (_, i) => ({
      thumbnail_url: `http://thumbs.trulia-cdn.com/pictures/thumbs/ps.81/picture-uh=${i}abc-ps=1.jpg`,
      standard_url: `http://thumbs.trulia-cdn.com/pictures/thumbs_4/ps.81/picture-uh=${i}abc-ps=1-x.jpg`,
    }));
    const data = { id: '77', status: 'For Sale', price: 445000, dataPhotos: JSON.stringify({ photos }) };
    const html = `<script>trulia.propertyData.set(${JSON.stringify(data)});</script>
      <img src="http://thumbs.trulia-cdn.com/pictures/thumbs_3/ps.81/picture-uh=0abc-ps=1.jpg">`;
    const listing = extract(html, 'https://www.trulia.com/property/77-1-Test-St-Newtown-CT-06470');
    expect(listing.photos).toHaveLength(12);
    expect(listing.photos[0]).toBe(photos[0]?.standard_url);
  });

  it('reads the record the later 2017 pages assign to trulia.pdp.propertyJSON, photos protocol-relative', () => {
    const photos = [1, 2, 3].map((i) => ({
      standard_url: `//thumbs.trulia-cdn.com/pictures/thumbs_5/picture-uh=${i}f-ps=1.jpg`,
    }));
    const data = {
      id: '78',
      status: 'For Sale',
      price: 695000,
      mlsID: 'MC1',
      dataPhotos: JSON.stringify({ photos }),
    };
    const html = `<script>trulia = trulia || {};trulia.pdp.propertyJSON = ${JSON.stringify(data)};trulia.pdp.other = 1;</script>`;
    expect(extract(html, 'https://www.trulia.com/property/78-1-Test-St-Gaithersburg-MD-20882')).toMatchObject(
      {
        status: 'for_sale',
        price: 695_000,
        mls_id: 'MC1',
        photos: photos.map((p) => `https:${p.standard_url}`),
      },
    );
  });

  it('does not keep the comma printed between the brokerage and its phone', () => {
    const html = `<div><h2>Listing Provided by</h2><div class="line"><div><p><span>Ann Agent,</span>
      <a href="/transfer.php" title="Long & Foster Real Estate, Inc.">Long &amp; Foster Real Estate, Inc.,</a>
      <span>(301) 468-0606</span></p></div></div></div>`;
    expect(extract(html, 'https://www.trulia.com/property/79-1-Test-St-Gaithersburg-MD-20882')).toMatchObject(
      {
        agent_name: 'Ann Agent',
        brokerage: 'Long & Foster Real Estate, Inc.',
        agent_phone: null,
      },
    );
  });
});

describe('Realtor.com 2018 design (ids, data-label hooks, microdata; no Next.js data)', () => {
  const URL_2018 = 'https://www.realtor.com/realestateandhomes-detail/1-Test-Ln_Katy_TX_77441_M12345-67890';
  const header = (offers: string, baths: string) => `
    <span data-label="property-meta-status">For Sale - <span data-label="property-meta-active">Active</span></span>
    <div id="ldp-pricewrap"><div itemprop="offers">${offers}<meta itemprop="priceCurrency" content="USD">
      <div id="estimate-popover-content">Estimation is calculated based on tax records.</div></div></div>
    <div id="ldp-property-meta"><ul><li data-label="property-meta-beds">4 beds</li>${baths}
      <li data-label="property-meta-sqft">2,944 sq ft</li><li data-label="property-meta-lotsize">0.25 acres lot</li></ul></div>
    <div id="ldp-address"><h1 itemprop="address"><span itemprop="streetAddress">1 Test Ln,</span>
      <span itemprop="addressLocality">Katy ,</span> <span itemprop="addressRegion">TX</span>
      <span itemprop="postalCode">77441</span></h1></div>`;

  it('reads the printed listing: price, split baths, acres, the id without its dash', () => {
    const html = header(
      '<span itemprop="price">$365,000</span>',
      '<li data-label="property-meta-baths"><span>3</span> full, <span>1</span> half baths</li>',
    );
    expect(extract(html, URL_2018)).toMatchObject({
      source_id: '1234567890',
      status: 'for_sale',
      price: 365_000,
      address: { street: '1 Test Ln', city: 'Katy', state: 'TX', postal_code: '77441' },
      beds: 4,
      baths_total: 3.5,
      baths_full: 3,
      baths_half: 1,
      living_area_sqft: 2944,
      lot_size: 0.25,
      lot_unit: 'acres',
    });
  });

  it('never takes an "Est." figure for the price, even when it is marked up as itemprop=price', () => {
    // No status line here, so only the "Est." label can keep the estimate out of the price.
    const html = header(
      'Est. <span itemprop="price">$190,600</span>',
      '<li data-label="property-meta-bath">2 baths</li>',
    ).replace(/<span data-label="property-meta-status">.*?<\/span><\/span>/, '');
    expect(extract(html, URL_2018)).toMatchObject({
      status: null,
      price: null,
      baths_total: 2,
      baths_full: 2,
      baths_half: null,
    });
  });

  it('drops the bold heading that opens a public-record description and keeps its paragraphs', () => {
    const html = `${header('<span itemprop="price">$1</span>', '')}<p id="ldp-detail-romance">
      <span class="font-bold">Property Overview</span> - 1 Test Ln is a single family home.<br><br>Built in 2002.</p>`;
    expect(extract(html, URL_2018).description).toBe('1 Test Ln is a single family home.\n\nBuilt in 2002.');
  });
});

describe('Realtor.com 2017 design (MOVE_DATA record, owl carousels, labelled attribution)', () => {
  const URL_2017 =
    'http://www.realtor.com/realestateandhomes-detail/1-Test-St_Salt-Lake-City_UT_84119_M12345-67890';
  const address = `<div id="ldp-address"><h1><span itemprop="streetAddress">1 Test St</span>
    <span itemprop="addressLocality">West Valley City</span>, <span itemprop="addressRegion">UT</span>
    <span itemprop="postalCode">84119</span></h1></div>`;
  const photo = (m: number, size: string) =>
    `http://ap.rdcpix.com/1/0123456789abcdef0123456789abcdefl-m${m}xd-${size}_q80.jpg`;

  it('takes the status from the page record, else from the "Status:" key fact', () => {
    const record = `<script>window.MOVE_DATA={};MOVE_DATA.propertyDetails={"property_id":1,"status":"for_sale","price":1};MOVE_DATA.x=1;</script>`;
    expect(extract(`${record}${address}`, URL_2017).status).toBe('for_sale');
    const keyFacts = `<div id="ldp-detail-keyfacts"><ul><li data-label="property-type">Single family home</li>
      <li> Status: Pending </li></ul></div>`;
    expect(extract(`${address}${keyFacts}`, URL_2017).status).toBe('pending');
  });

  it('reads the full-screen gallery first, skips cloned carousel slides and the office logo', () => {
    const html = `${address}
      <div id="ldpPhotos"><div class="owl-item cloned"><img data-src="${photo(2, 'w640_h480')}" src="${URL_2017}"></div>
        <div class="owl-item"><img src="./saved_files/0123456789abcdef0123456789abcdefl-m0xd-w640_h480_q80.jpg"></div>
        <div class="owl-item"><img data-src="${photo(1, 'w640_h480')}" src="${URL_2017}"></div>
        <div class="owl-item"><img data-src="${photo(2, 'w640_h480')}" src="${URL_2017}"></div></div>
      <div id="ldpPhotoGallery"><img data-src="${photo(0, 'w1020_h770')}"><img data-src="${photo(1, 'w1020_h770')}">
        <img src="http://ap.rdcpix.com/2/72fd25188cfdd818a2d7813a245fb896k-c0s.jpg"></div>`;
    expect(extract(html, URL_2017).photos).toEqual([
      photo(0, 'w1020_h770'),
      photo(1, 'w1020_h770'),
      photo(2, 'w640_h480'),
    ]);
  });

  it('reads the agent and the brokerage after their labels; the phone printed with the firm is not the agent’s', () => {
    const attribution = `<div id="ldp-agentbroker-attribution"><p itemtype="http://schema.org/RealEstateAgent">
      Presented by <span class="font-bold" itemprop="name">Jane Agent</span></p>
      <ul><li> Brokered by <span class="font-bold">Solid Realty</span></li><li><a href="tel:(801) 555-0100">(801) 555-0100</a></li></ul></div>`;
    expect(extract(`${address}${attribution}`, URL_2017)).toMatchObject({
      agent_name: 'Jane Agent',
      brokerage: 'Solid Realty',
      agent_phone: null,
    });
    const provider = `<table><tr data-label="Listing Agent"><td>Listing Agent</td><td><a href="#"><i></i></a>
      <p>This listing is represented by REALTOR® <a href="/realestateagents/x">Jane Agent</a></p></td></tr>
      <tr data-label="Listed by"><td>Listed by</td><td><ul><li> Solid Realty, <span>(801) 555-0100</span></li></ul></td></tr></table>`;
    expect(extract(`${address}${provider}`, URL_2017)).toMatchObject({
      agent_name: 'Jane Agent',
      brokerage: 'Solid Realty',
      agent_phone: null,
    });
  });
});
