import { extractListing } from '../extract-listing';
import { pageLoader } from './page-loader';

/**
 * The smallest page that has the shape real pages have, for the generalising-rules tests (the real pages
 * are in the fixture test). Call once at the top of a test file: the windows are closed after each test.
 */
export function minimalPageExtractor(): (html: string, url: string) => ReturnType<typeof extractListing> {
  const load = pageLoader();
  return (html, url) =>
    extractListing(load(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`, url), url);
}

/** Zillow's Next.js page data holding one cached record. */
export const nextData = (entry: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: {
      pageProps: { componentProps: { gdpClientCache: JSON.stringify({ 'AnyQuery{"zpid":1}': entry }) } },
    },
  })}</script>`;

export const ZILLOW = 'https://www.zillow.com/homedetails/1-Test-St-New-York-NY-10003/1_zpid/';
export const property = {
  zpid: 1,
  homeStatus: 'FOR_SALE',
  price: 900000,
  address: { streetAddress: '1 Test St', city: 'New York', state: 'NY', zipcode: '10003' },
  attributionInfo: { agentName: 'Ann Agent', agentPhoneNumber: '212-000-0001', brokerName: 'Big Brokerage' },
};
