import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkListingIdentity,
  listingIdFromUrl,
  pageShowsStreet,
  readListingOnScreen,
  visibleText,
} from './check-listing-identity';
import { extractListing } from './extract-listing';
import { pageLoader } from './testing/page-loader';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'synthetic');
const SOLD_A = {
  url: 'https://www.zillow.com/homedetails/37-Birch-Hollow-Rd-Nashua-NH-03062/48123456_zpid/',
  html: readFileSync(path.join(FIXTURES, 'synthetic-zillow-sold-37-birch-hollow-rd.html'), 'utf8'),
};
const URL_B = 'https://www.zillow.com/homedetails/910-Larkspur-St-APT-4-Denver-CO-80206/2061234567_zpid/';

/** Listing B as Zillow prints it, with listing A's embedded data left in the page by the SPA. */
const staleSpaPage = () => {
  const scriptsOfA = [...SOLD_A.html.matchAll(/<script[\s\S]*?<\/script>/g)].map((m) => m[0]).join('');
  return `<!doctype html><html><head>${scriptsOfA}</head><body><main>
    <h1>910 Larkspur St APT 4, Denver, CO 80206</h1>
    <span data-testid="price">$2,350/mo</span>
    <div data-testid="bed-bath-sqft-fact-container">2 bd 1.5 ba 940 sqft</div>
    <div data-testid="description">Sunny corner unit with a balcony.</div>
  </main></body></html>`;
};

const load = pageLoader();

describe('the listing id in each source’s URLs', () => {
  it.each([
    [SOLD_A.url, '48123456'],
    ['https://www.redfin.com/WA/Kenmore/7718-NE-183rd-St-98028/home/282664', '282664'],
    [
      'https://www.realtor.com/realestateandhomes-detail/5518-Lee-Marie-Ln_Charlotte_NC_28269_M63976-24204',
      '6397624204',
    ],
    ['https://www.trulia.com/home/2207-maple-grove-ln-austin-tx-78745-5012345678', '5012345678'],
    ['https://www.trulia.com/property/3229962415-24-Franklin-Ct-Newtown-CT-06470', '3229962415'],
    [
      'https://www.trulia.com/homes/Texas/Brownsville/sold/610807-1860-Royal-Oak-St-Brownsville-TX-78520',
      '610807',
    ],
    ['https://www.zillow.com/homes/for_sale/', null],
    ['https://example.com/x/1_zpid/', null],
  ])('%s → %s', (url, id) => {
    expect(listingIdFromUrl(url)).toBe(id);
  });
});

describe('the page shows the street', () => {
  it('matches the house number and street name as printed, in any case or punctuation', () => {
    expect(pageShowsStreet('910 Larkspur St APT 4', 'Home · 910 LARKSPUR Street, Apt. 4')).toBe(true);
    expect(pageShowsStreet('37 Birch Hollow Rd', '910 Larkspur St APT 4, Denver')).toBe(false);
    expect(pageShowsStreet(null, 'anything')).toBe(true);
  });

  it('does not count script text or hidden blocks as shown', () => {
    const doc = load(
      '<body><script>{"streetAddress":"37 Birch Hollow Rd"}</script><div hidden>37 Birch Hollow Rd</div><h1>910 Larkspur St</h1></body>',
      URL_B,
    );
    const text = visibleText(doc.body);
    expect(text).toContain('910 Larkspur St');
    expect(text).not.toContain('Birch');
  });
});

describe('reading the listing on screen after an in-page navigation', () => {
  it('sets aside listing A’s embedded data on listing B’s page and reads B from the printed page', () => {
    const doc = load(staleSpaPage(), URL_B);
    const naive = extractListing(doc, URL_B);
    // The stale layer wins in a plain read: that is the bug this guards against.
    expect(naive.address.street).toBe('37 Birch Hollow Rd');
    expect(checkListingIdentity(naive, URL_B, doc)).toMatchObject({
      same: false,
      reason: 'listing-id',
      read: '48123456',
      expected: '2061234567',
    });
    const { listing, reread, problem } = readListingOnScreen(doc, URL_B);
    expect(reread).toBe(true);
    expect(problem).toBeNull();
    expect(listing).toMatchObject({
      source_id: '2061234567',
      url: URL_B,
      price: 2350,
      beds: 2,
      address: { street: '910 Larkspur St APT 4', city: 'Denver', state: 'CO', postal_code: '80206' },
    });
  });

  it('keeps the embedded data when it is the page’s own listing', () => {
    const doc = load(SOLD_A.html, SOLD_A.url);
    const { listing, reread } = readListingOnScreen(doc, SOLD_A.url);
    expect(reread).toBe(false);
    expect(listing).toMatchObject({ source_id: '48123456', status: 'sold', price: 612_000 });
  });

  it('checks the printed address when the data carries no id', () => {
    const doc = load('<body><h1>910 Larkspur St APT 4, Denver, CO 80206</h1></body>', URL_B);
    const a = { ...extractListing(load(SOLD_A.html, SOLD_A.url), SOLD_A.url), source_id: null, url: URL_B };
    expect(checkListingIdentity(a, URL_B, doc)).toMatchObject({ same: false, reason: 'address' });
  });

  it('reads the id in the page’s link to itself: a head left from listing A is A', () => {
    const a = { ...extractListing(load(SOLD_A.html, SOLD_A.url), SOLD_A.url), source_id: '2061234567' };
    expect(checkListingIdentity(a, URL_B, load('<body></body>', URL_B))).toEqual({
      same: false,
      reason: 'listing-id',
      read: '48123456',
      expected: '2061234567',
    });
  });

  it('after an in-page move to a page still loading, reads nothing from the head and title of A', () => {
    // A's head (title, Open Graph tags, canonical link) stays; the body is still loading.
    const head = `<head><title>37 Birch Hollow Rd, Nashua, NH 03062 | Zillow</title>
      <link rel="canonical" href="${SOLD_A.url}">
      <meta property="og:url" content="${SOLD_A.url}">
      <meta property="og:title" content="37 Birch Hollow Rd, Nashua, NH 03062 | Zillow"></head>`;
    const doc = load(`<html>${head}<body><main><p>Loading…</p></main></body></html>`, URL_B);
    const { listing, problem, reread } = readListingOnScreen(doc, URL_B);
    expect(reread).toBe(true);
    expect(listing).toBeNull();
    expect(problem).toMatch(/No listing could be read/);
  });

  it('gives no listing, and says why, for a page with nothing to read', () => {
    const doc = load('<html><body><main><p>Loading…</p></main></body></html>', URL_B);
    const { listing, problem } = readListingOnScreen(doc, URL_B);
    expect(listing).toBeNull();
    expect(problem).toMatch(/No listing could be read/);
  });

  it('with checksLater, reads a page its source readers know by them alone: same listing, checks to follow', () => {
    const doc = load(SOLD_A.html, SOLD_A.url);
    const full = readListingOnScreen(doc, SOLD_A.url);
    const quick = readListingOnScreen(doc, SOLD_A.url, null, { checksLater: true });
    expect(quick.listing).toEqual(full.listing);
    expect(quick).toMatchObject({ checksPending: true, checks: [], report: null });
    expect(full.checksPending).toBe(false);
    expect(full.report?.layers.text).toBeDefined();
  });

  it('with checksLater, still reads a page the source readers do not know through every layer', () => {
    const doc = load(
      '<html><body><h1>910 Larkspur St APT 4, Denver, CO 80206</h1><p>For sale $2,350/mo</p></body></html>',
      URL_B,
    );
    const quick = readListingOnScreen(doc, URL_B, null, { checksLater: true });
    const full = readListingOnScreen(doc, URL_B);
    expect(quick).toEqual(full);
    expect(quick.checksPending).toBe(false);
    // Read by the layers under the source readers, with what they found to confirm.
    expect(quick.listing?.address.street).toBe('910 Larkspur St APT 4');
    expect(quick.checks.length).toBeGreaterThan(0);
  });
});
