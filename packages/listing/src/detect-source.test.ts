import { describe, expect, it } from 'vitest';
import { detectSource, isListingDetailUrl } from './detect-source';

describe('detectSource', () => {
  it.each([
    ['https://www.zillow.com/homedetails/x/1_zpid/', 'zillow'],
    ['https://www.realtor.com/realestateandhomes-detail/x', 'realtor'],
    ['http://m.trulia.com/property/1-x', 'trulia'],
    ['https://www.redfin.com/WA/Kenmore/x/home/282664', 'redfin'],
    ['https://zillow.com.evil.example/homedetails/x/1_zpid/', null],
    ['https://notzillow.com/homedetails/x/1_zpid/', null],
    ['ftp://www.zillow.com/x', null],
    ['not a url', null],
  ])('%s → %s', (url, source) => {
    expect(detectSource(url)).toBe(source);
  });
});

describe('isListingDetailUrl', () => {
  it.each([
    'https://www.zillow.com/homedetails/6851-Roswell-Rd-APT-O31-Sandy-Springs-GA-30328/2146993218_zpid/',
    'https://www.zillow.com/homes/2146993218_zpid/',
    'https://www.realtor.com/realestateandhomes-detail/5518-Lee-Marie-Ln_Charlotte_NC_28269_M63976-24204',
    'https://www.realtor.com/rentals/details/123-Main-St_Austin_TX_78701_M12345-67890',
    'https://www.trulia.com/home/2207-maple-grove-ln-austin-tx-78745-5012345678',
    'http://www.trulia.com/property/3230234552-13915-Marble-Creek-Ct-Houston-TX-77077',
    'http://www.trulia.com/homes/Texas/Brownsville/sold/610807-1860-Royal-Oak-St-Brownsville-TX-78520',
    'https://www.trulia.com/p/tx/austin/2207-maple-grove-ln-austin-tx-78745--2089123456',
    'https://www.redfin.com/WA/Kenmore/7718-NE-183rd-St-98028/home/282664',
    'https://www.redfin.com/NY/New-York/200-E-20th-St-10003/unit-4B/home/45253620?utm=x',
  ])('detail page: %s', (url) => {
    expect(isListingDetailUrl(url)).toBe(true);
  });

  it.each([
    'https://www.zillow.com/homes/for_sale/',
    'https://www.zillow.com/austin-tx/',
    'https://www.realtor.com/realestateandhomes-search/Austin_TX',
    'https://www.trulia.com/TX/Austin/',
    'https://www.redfin.com/city/30818/TX/Austin',
    'https://www.example.com/homedetails/x/1_zpid/',
  ])('not a detail page: %s', (url) => {
    expect(isListingDetailUrl(url)).toBe(false);
  });
});
