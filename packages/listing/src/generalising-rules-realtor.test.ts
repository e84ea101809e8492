import { describe, expect, it } from 'vitest';
import { minimalPageExtractor } from './testing/minimal-page';

/**
 * The rules for Realtor.com pages that make the extractor hold on pages it was not built against, each on the smallest page
 * that has the shape real pages have (the real pages are in the fixture test).
 */
const extract = minimalPageExtractor();

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
