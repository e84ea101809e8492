import { describe, expect, it } from 'vitest';
import { isListingHost, urlHost } from './listing';

describe('the listing host check', () => {
  it.each([
    ['https://www.zillow.com/homedetails/1_zpid/', 'www.zillow.com'],
    ['HTTPS://WWW.Redfin.COM/x', 'www.redfin.com'],
    ['https://www.trulia.com:443/p/1', 'www.trulia.com'],
  ])('reads the host of %s as a browser does', (url, host) => {
    expect(urlHost(url)).toBe(host);
    expect(isListingHost(url)).toBe(true);
  });

  it.each([
    // A browser reads "\" as "/": the host is evil.example, the rest is its path.
    'https://evil.example\\@www.zillow.com/homedetails/1_zpid/',
    'https://www.zillow.com@evil.example/',
    'https://user:pw@www.zillow.com/',
    'https://evil.example/www.zillow.com',
    'https://zillow.com.evil.example/',
    'javascript://www.zillow.com/%0aalert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isListingHost(url)).toBe(false);
    expect(isListingHost(url, 'zillow')).toBe(false);
  });
});
