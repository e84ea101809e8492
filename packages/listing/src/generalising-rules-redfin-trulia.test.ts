import { describe, expect, it } from 'vitest';
import { minimalPageExtractor } from './testing/minimal-page';

/**
 * The rules for Redfin and Trulia pages that make the extractor hold on pages it was not built against, each on the smallest page
 * that has the shape real pages have (the real pages are in the fixture test).
 */
const extract = minimalPageExtractor();

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
