import { describe, expect, it } from 'vitest';
import { pageLoader } from '../testing/page-loader';
import { structuredDataLayer } from './structured-data';

/** Layer 2 on the smallest pages that have each shape real pages use (the real pages are in the bench). */
const load = pageLoader();
const URL = 'https://www.redfin.com/WA/Seattle/1-Test-St-98101/home/1234567';
const read = (head: string, body = '') =>
  structuredDataLayer(load(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`, URL), URL);
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('structured data layer', () => {
  it('reads a RealEstateListing whose home is its mainEntity, in a @graph, with its offer', () => {
    const { part, paths } = read(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'BreadcrumbList', itemListElement: [] },
          {
            '@type': 'RealEstateListing',
            url: '/WA/Seattle/1-Test-St-98101/home/1234567',
            offers: {
              '@type': 'Offer',
              price: '725000',
              priceCurrency: 'USD',
              availability: 'https://schema.org/InStock',
            },
            mainEntity: {
              '@type': 'SingleFamilyResidence',
              address: {
                streetAddress: '1 Test St',
                addressLocality: 'Seattle',
                addressRegion: 'WA',
                postalCode: '98101',
              },
              numberOfBedrooms: 3,
              numberOfBathroomsTotal: 2,
              floorSize: { value: '1,850', unitCode: 'FTK' },
              image: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
            },
          },
        ],
      }),
      '<link rel="canonical" href="https://www.redfin.com/WA/Seattle/1-Test-St-98101/home/1234567">',
    );
    expect(part).toMatchObject({
      price: 725_000,
      status: 'for_sale',
      beds: 3,
      baths_total: 2,
      living_area_sqft: 1850,
      property_type: 'single_family',
      address: { street: '1 Test St', city: 'Seattle', state: 'WA', postal_code: '98101' },
      photos: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
    });
    expect(paths.price).toBe('json-ld offers.price');
  });

  it('prefers the absolute canonical link over a relative url', () => {
    const { part, paths } = read(
      `${ld({ '@type': 'House', url: '/homedetails/1-Test-St/2_zpid/', address: { streetAddress: '1 Test St' } })}
       <link rel="canonical" href="https://www.zillow.com/homedetails/1-Test-St/2_zpid/">`,
    );
    expect(part.url).toBe('https://www.zillow.com/homedetails/1-Test-St/2_zpid/');
    expect(paths.url).toBe('link[rel=canonical]');
  });

  it('reads a page whose facts are only in meta tags (Redfin 2014 style, Open Graph, twitter data)', () => {
    const { part } = read(`
      <meta property="og:title" content="1 Test St, Seattle, WA 98101 | MLS# 555 | Redfin">
      <meta property="og:price:amount" content="725000"><meta property="og:price:currency" content="USD">
      <meta property="twitter:label1" content="Beds"><meta property="twitter:data1" content="3">
      <meta property="twitter:label2" content="Baths"><meta property="twitter:data2" content="2.5">
      <meta name="description" content="3 beds, 2.5 baths, 1,850 sq. ft. house built in 1962.">
      <meta property="og:image" content="https://ssl.cdn-redfin.com/photo/1/bigphoto/1/1_0.jpg">`);
    expect(part).toMatchObject({
      price: 725_000,
      currency: 'USD',
      beds: 3,
      baths_total: 2.5,
      living_area_sqft: 1850,
      year_built: 1962,
      address: { street: '1 Test St', city: 'Seattle', state: 'WA', postal_code: '98101' },
      photos: ['https://ssl.cdn-redfin.com/photo/1/bigphoto/1/1_0.jpg'],
    });
  });

  it('reads microdata and RDFa, and never an estimate marked up as the price', () => {
    const { part } = read(
      '',
      `<div itemscope itemtype="https://schema.org/SingleFamilyResidence">
         <span itemprop="price">Est. $1,149,540</span>
         <div itemprop="address" itemscope><span itemprop="streetAddress">9 Oak Rd</span>,
         <span itemprop="addressLocality">Austin</span>, <span itemprop="addressRegion">TX</span>
         <span itemprop="postalCode">78701</span></div>
         <span property="schema:numberOfBedrooms">4</span></div>`,
    );
    expect(part.price).toBeUndefined();
    expect(part).toMatchObject({
      beds: 4,
      address: { street: '9 Oak Rd', city: 'Austin', state: 'TX', postal_code: '78701' },
    });
  });
});
