import { describe, expect, it } from 'vitest';
import { minimalPageExtractor, nextData, property, ZILLOW } from './testing/minimal-page';

/**
 * The rules for Zillow pages that make the extractor hold on pages it was not built against, each on the smallest page
 * that has the shape real pages have (the real pages are in the fixture test).
 */
const extract = minimalPageExtractor();

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
