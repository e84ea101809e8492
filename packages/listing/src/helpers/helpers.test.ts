import { describe, expect, it } from 'vitest';
import { parseLotSize, parseNumber, parsePrice, parseYear, printedCurrency } from './parse-number';
import { dedupePhotos } from './photos';
import { mapPropertyType } from './property-type';
import { mapStatus } from './status';
import { cleanParagraphs, cleanRecordText, formatPostalCode } from './text';

describe('number parsing', () => {
  it('reads figures as pages print them', () => {
    expect(parseNumber('1,206 sqft')).toBe(1206);
    expect(parseNumber('2.5 Baths')).toBe(2.5);
    expect(parseNumber('2 ½ baths')).toBe(2.5);
    expect(parseNumber('3½ ba')).toBe(3.5);
    expect(parseNumber('½ bath')).toBe(0.5);
    expect(parseNumber('no figure')).toBeNull();
    expect(parsePrice('$6,500,000')).toBe(6_500_000);
    expect(parsePrice('$2.5M')).toBe(2_500_000);
    expect(parsePrice('$3,200/mo')).toBe(3200);
    expect(parsePrice('Contact for price')).toBeNull();
    expect(parseLotSize('2.15 acres')).toEqual({ value: 2.15, unit: 'acres' });
    expect(parseLotSize(5370, 'Square Feet')).toEqual({ value: 5370, unit: 'sqft' });
    expect(parseLotSize(0)).toBeNull();
    expect(parseYear('Built In 1999')).toBe(1999);
    expect(parseYear(0)).toBeNull();
  });
});

describe('status and type vocabularies', () => {
  it.each([
    ['FOR_SALE', 'for_sale'],
    ['RECENTLY_SOLD', 'sold'],
    ['Closed', 'sold'],
    ['FOR_RENT', 'for_rent'],
    ['Pending', 'pending'],
    ['Active Under Contract', 'pending'],
    ['OTHER', 'off_market'],
    ['Off Market', 'off_market'],
    ['Active', 'for_sale'],
    ['', null],
  ])('status %s → %s', (raw, status) => {
    expect(mapStatus(raw)).toBe(status);
  });

  it.each([
    ['SINGLE_FAMILY', 'single_family'],
    ['Single-family', 'single_family'],
    ['CONDO', 'condo'],
    ['Condominium (Residential)', 'condo'],
    ['TOWNHOUSE', 'townhouse'],
    ['MULTI_FAMILY', 'multi_family'],
    ['MANUFACTURED', 'manufactured'],
    ['LOT', 'land'],
    ['APARTMENT', 'apartment'],
    ['Unspecified', null],
  ])('type %s → %s', (raw, type) => {
    expect(mapPropertyType(raw)).toBe(type);
  });
});

describe('dedupePhotos', () => {
  it('keeps the widest size of each photo in first-seen order', () => {
    expect(
      dedupePhotos([
        { url: 'https://p/a-192.jpg', width: 192, key: 'a' },
        { url: 'https://p/b-1536.jpg', width: 1536, key: 'b' },
        { url: 'https://p/a-1536.jpg', width: 1536, key: 'a' },
        { url: 'javascript:alert(1)', width: 4000, key: 'c' },
      ]),
    ).toEqual(['https://p/a-1536.jpg', 'https://p/b-1536.jpg']);
  });
});

describe('formatPostalCode', () => {
  it.each([
    ['V6S1M4', 'V6S 1M4'],
    ['v6s 1m4', 'V6S 1M4'],
    ['V6S 1M4', 'V6S 1M4'],
    ['78701', '78701'],
    ['78701-1234', '78701-1234'],
    ['06470', '06470'],
  ])('%s is written %s', (raw, written) => {
    expect(formatPostalCode(raw)).toBe(written);
  });

  it('leaves an absent code absent', () => {
    expect(formatPostalCode(null)).toBeNull();
    expect(formatPostalCode(undefined)).toBeNull();
  });
});

describe('printedCurrency', () => {
  it.each([
    ['C$2,098,000', 'CAD'],
    ['CA$1,200', 'CAD'],
    ['CAD 950,000', 'CAD'],
    ['$450,000', 'USD'],
    ['US$450,000', 'USD'],
    ['Contact for price', null],
  ])('%s is in %s', (text, currency) => {
    expect(printedCurrency(text)).toBe(currency);
  });
});

describe('description text', () => {
  const typed = 'Rent: $1,500\nAdmin Fee:   $75\r\n\n\n\nAvailable 8/6/26 ';

  it('keeps the single line breaks of text stored as data, and at most one empty line', () => {
    expect(cleanRecordText(typed)).toBe('Rent: $1,500\nAdmin Fee: $75\n\nAvailable 8/6/26');
    expect(cleanRecordText(' \n \n ')).toBeNull();
    expect(cleanRecordText(42)).toBeNull();
  });

  it('joins the lines of printed HTML text, whose single breaks are only source wrapping', () => {
    expect(cleanParagraphs(typed)).toBe('Rent: $1,500 Admin Fee: $75\n\nAvailable 8/6/26');
  });
});
