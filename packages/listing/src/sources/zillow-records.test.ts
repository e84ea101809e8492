import { describe, expect, it } from 'vitest';
import { extractListing } from '../extract-listing';
import { pageLoader } from '../testing/page-loader';

/**
 * 2019-20 Zillow pages keep several records of the home in one cache: a partial `VariantQuery` copy
 * first, the complete `ForSale…` one after it (issue 25). The reader takes the record of the URL's
 * zpid that holds the most, never simply the first; and a relative `url` gives way to the canonical link.
 */
const load = pageLoader();
const URL = 'https://www.zillow.com/homedetails/1-Test-St-Austin-TX-78701/222_zpid/';
const address = { streetAddress: '1 Test St', city: 'Austin', state: 'TX', zipcode: '78701' };
const partial = { zpid: 222, price: 410000, bedrooms: 3, bathrooms: 2, address, homeStatus: 'FOR_SALE' };
const complete = {
  ...partial,
  hdpUrl: '/homedetails/1-Test-St-Austin-TX-78701/222_zpid/',
  livingArea: 1480,
  description: 'Bright corner home.',
  resoFacts: { bathroomsFull: 1, bathroomsHalf: 2 },
  attributionInfo: {
    agentName: 'Ann Agent',
    brokerName: 'Big Brokerage',
    mlsName: 'ACTRIS',
    mlsId: '998877',
  },
  originalPhotos: [
    {
      mixedSources: { jpeg: [{ url: 'https://photos.zillowstatic.com/fp/abc-cc_ft_1536.jpg', width: 1536 }] },
    },
  ],
};
const apollo = (cache: Record<string, unknown>, head = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body><script id="hdpApolloPreloadedData" type="application/json">${JSON.stringify(
    { apiCache: JSON.stringify(cache) },
  )}</script></body></html>`;

describe('Zillow pages holding several records of the home', () => {
  it('takes the complete record, not the partial VariantQuery copy printed first', () => {
    const html = apollo({
      'VariantQuery{"zpid":222}': { property: partial },
      'ForSaleDoubleScrollFullRenderQuery{"zpid":222}': { property: complete },
    });
    expect(extractListing(load(html, URL), URL)).toMatchObject({
      description: 'Bright corner home.',
      baths_full: 1,
      baths_half: 2,
      agent_name: 'Ann Agent',
      brokerage: 'Big Brokerage',
      mls_id: '998877',
      photos: ['https://photos.zillowstatic.com/fp/abc-cc_ft_1536.jpg'],
      url: 'https://www.zillow.com/homedetails/1-Test-St-Austin-TX-78701/222_zpid/',
    });
  });

  it("takes the URL's home over a more complete record of another home", () => {
    const other = { ...complete, zpid: 999, price: 1, address: { ...address, streetAddress: '9 Other St' } };
    const html = apollo({
      'OtherQuery{"zpid":999}': { property: other },
      'VariantQuery{"zpid":222}': { property: partial },
    });
    expect(extractListing(load(html, URL), URL)).toMatchObject({
      price: 410_000,
      address: { street: '1 Test St' },
    });
  });

  it('answers the canonical link when the page data names only a relative url', () => {
    const html = apollo(
      { 'VariantQuery{"zpid":222}': { property: partial } },
      `<link rel="canonical" href="https://www.zillow.com/homedetails/1-Test-St-Austin-TX-78701/222_zpid/">
       <script type="application/ld+json">${JSON.stringify({ '@type': 'SingleFamilyResidence', url: '/homedetails/1-Test-St-Austin-TX-78701/222_zpid/', address: { streetAddress: '1 Test St' } })}</script>`,
    );
    expect(extractListing(load(html, URL), URL).url).toBe(
      'https://www.zillow.com/homedetails/1-Test-St-Austin-TX-78701/222_zpid/',
    );
  });
});
