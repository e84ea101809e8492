import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_MATCHES } from '../common/match-patterns';
import { FIXTURE_PAGES } from '../testing/fixture-pages';
import { listingKey, listingPageSource } from './detect-page';

/** Chrome's match-pattern rules for the subset we use: scheme and host exact, '*' anywhere in the path. */
const matchesPattern = (pattern: string, url: string) => {
  const [, scheme, host, pathPattern] = /^(\w+):\/\/([^/]+)(\/.*)$/.exec(pattern) ?? [];
  const u = new URL(url);
  if (u.protocol !== `${scheme}:` || u.host !== host) return false;
  const re = new RegExp(
    `^${(pathPattern ?? '')
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(u.pathname + u.search);
};
const declaredFor = (url: string) => LISTING_PAGE_MATCHES.some((p) => matchesPattern(p, url));

describe('listing page detection', () => {
  it.each(FIXTURE_PAGES)('knows $source detail pages and the manifest injects there', ({ source, url }) => {
    expect(listingPageSource(url)).toBe(source);
    expect(declaredFor(url)).toBe(true);
  });

  it.each([
    'https://www.zillow.com/homedetails/88-S-Cypress-Ave-Columbus-OH-43222/33842768_zpid/',
    'https://www.zillow.com/homes/33842768_zpid/',
    'https://www.realtor.com/rentals/details/123-Main-St_Austin_TX_78701_M12345-67890',
    'https://www.trulia.com/home/2207-maple-grove-ln-austin-tx-78745-5012345678',
    'https://www.trulia.com/homes/Texas/Brownsville/sold/610807-1860-Royal-Oak-St-Brownsville-TX-78520',
    'https://www.redfin.com/NY/New-York/113-E-19th-St-10003/unit-2/home/45253619',
  ])('treats %s as a listing the manifest covers', (url) => {
    expect(listingPageSource(url)).not.toBeNull();
    expect(declaredFor(url)).toBe(true);
  });

  it.each([
    'https://www.zillow.com/homes/for_sale/',
    'https://www.zillow.com/albuquerque-nm/',
    'https://www.realtor.com/realestateandhomes-search/Charlotte_NC',
    'https://www.trulia.com/CT/Newtown/',
    'https://www.redfin.com/city/16163/WA/Seattle',
    'https://www.facebook.com/marketplace/',
    'https://example.com/homedetails/1/2_zpid/',
    // Redfin Canada is another site with its own pages (issue 25): no button there.
    'https://www.redfin.ca/bc/vancouver/3545-King-Edward-Ave-W-V6S-1M4/home/155751839',
    'https://www.realtor.ca/real-estate/27512345/1-test-st-toronto',
  ])('ignores %s', (url) => {
    expect(listingPageSource(url)).toBeNull();
    expect(declaredFor(url)).toBe(false);
  });

  it('keys a listing by host and path, not by hash or query', () => {
    const a = 'https://www.zillow.com/homedetails/x/1_zpid/';
    expect(listingKey(`${a}?utm=1#photos`)).toBe(listingKey(a));
    expect(listingKey('https://www.zillow.com/homedetails/y/2_zpid/')).not.toBe(listingKey(a));
  });
});
