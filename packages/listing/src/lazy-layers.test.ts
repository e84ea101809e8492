import { describe, expect, it } from 'vitest';
import { extractListingWithReport } from './extract-listing';
import { fieldChecks } from './field-checks';
import { pageLoader } from './testing/page-loader';

/**
 * The layers under the source readers cost time only where they can change something (issue 25's
 * budget): the embedded JSON layer is asked on a recognised page only when the cheap layers leave its
 * price, status or street unconfirmed, and each extraction reads the page as it is now.
 */
const load = pageLoader();
const URL = 'https://www.zillow.com/homedetails/12-Elm-St-Austin-TX-78701/4242_zpid/';

const zillowPage = (printed: string) => {
  const property = {
    zpid: 4242,
    homeStatus: 'FOR_SALE',
    price: 525000,
    bedrooms: 3,
    bathrooms: 2,
    livingArea: 1600,
    address: { streetAddress: '12 Elm St', city: 'Austin', state: 'TX', zipcode: '78701' },
  };
  const cache = JSON.stringify({ 'ForSalePriorityQuery{"zpid":4242}': { property } });
  const data = JSON.stringify({ props: { pageProps: { componentProps: { gdpClientCache: cache } } } });
  return `<!DOCTYPE html><html><head><title>12 Elm St, Austin, TX 78701 | Zillow</title></head><body>
    <script id="__NEXT_DATA__" type="application/json">${data.replace(/</g, '\\u003c')}</script>
    ${printed}</body></html>`;
};

describe('layers run where they can change the answer', () => {
  it('skips the embedded JSON layer when the page text vouches for price, status and street', () => {
    const page = zillowPage('<h1>12 Elm St, Austin, TX 78701</h1><span>$525,000</span><span>For sale</span>');
    const { listing, report, fields } = extractListingWithReport(load(page, URL), URL);
    expect(listing).toMatchObject({ price: 525_000, status: 'for_sale', address: { street: '12 Elm St' } });
    expect(report.skipped).toEqual(['embedded']);
    expect(Object.keys(report.layers)).toEqual(['source', 'structured', 'text']);
    expect(fields.price).toMatchObject({ layer: 'source', needsConfirmation: false });
  });

  it('asks the embedded JSON layer when the page prints another price', () => {
    const page = zillowPage('<h1>12 Elm St, Austin, TX 78701</h1><span>$499,000</span><span>For sale</span>');
    const { listing, report, fields } = extractListingWithReport(load(page, URL), URL);
    expect(listing.price).toBe(525_000);
    expect(report.skipped).toEqual([]);
    expect(report.layers.embedded).toContain('price');
    // The embedded record agrees with the source reader, the text does not: the agent is asked.
    expect(fields.price?.disagreeing).toEqual(['text']);
    expect(fields.price?.needsConfirmation).toBe(true);
  });

  it('reads a page that changed since the last extraction (a single-page app), not a kept copy', () => {
    const url = 'https://www.zillow.com/homedetails/9-Oak-Rd-Austin-TX-78701/777_zpid/';
    const document = load(
      '<!DOCTYPE html><html><head></head><body><h1>9 Oak Rd, Austin, TX 78701</h1><p>$410,000</p></body></html>',
      url,
    );
    expect(extractListingWithReport(document, url).listing.price).toBe(410_000);
    document.body.querySelector('p')!.textContent = '$395,000';
    expect(extractListingWithReport(document, url).listing.price).toBe(395_000);
  });

  it('lists the doubtful fields for the side panel, price, status and street first', () => {
    const url = 'https://www.zillow.com/homedetails/9-Oak-Rd-Austin-TX-78701/777_zpid/';
    const document = load(
      '<!DOCTYPE html><html><head></head><body><h1>9 Oak Rd, Austin, TX 78701</h1><p>3 bd | 2 ba</p></body></html>',
      url,
    );
    const checks = fieldChecks(extractListingWithReport(document, url).fields);
    const critical = checks.map((c) => c.critical);
    expect(critical).toEqual([...critical].sort((a, b) => Number(b) - Number(a)));
    expect(checks.slice(0, 2).map((c) => c.field)).toEqual(['price', 'status']);
    expect(checks.find((c) => c.field === 'price')).toMatchObject({ value: null, layer: null });
    expect(checks.find((c) => c.field === 'beds')).toMatchObject({
      value: 3,
      layer: 'text',
      critical: false,
    });
  });
});
