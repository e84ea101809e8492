import type { TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { cleanDescription } from './clean-description';
import { generateDrafts } from './generate-drafts';
import { statusPolicy } from './status-policy';

const listing = (over: Partial<TListing> = {}): TListing => ({
  source: 'zillow',
  source_id: '48123456',
  url: 'https://www.zillow.com/homedetails/37-Birch-Hollow-Rd-Nashua-NH-03062/48123456_zpid/',
  status: 'for_sale',
  price: 612_000,
  currency: 'USD',
  address: { street: '37 Birch Hollow Rd', city: 'Nashua', state: 'NH', postal_code: '03062' },
  beds: 3,
  baths_total: 2,
  baths_full: 1,
  baths_half: 1,
  living_area_sqft: 1540,
  lot_size: null,
  lot_unit: null,
  year_built: 1988,
  property_type: 'single_family',
  description: 'A **sunny** colonial on a quiet loop.',
  photos: ['https://photos.zillowstatic.com/fp/a.jpg'],
  agent_name: 'Dana Reyes',
  agent_phone: null,
  brokerage: 'Granite Realty',
  mls_name: null,
  mls_id: null,
  open_houses: [],
  warnings: [],
  ...over,
});

const allText = (d: ReturnType<typeof generateDrafts>) =>
  [d.facebook_marketplace.title, d.facebook_marketplace.description, d.linkedin.text, d.twitter.text].join(
    '\n',
  );

describe('the status drives the post', () => {
  it('writes a sold home as just sold with its sale price, whatever template was asked for', () => {
    const sold = listing({ status: 'sold' });
    expect(statusPolicy(sold)).toMatchObject({ defaultTemplate: 'just_sold', templates: ['just_sold'] });
    for (const template of ['just_listed', 'open_house', 'price_reduced', 'just_sold'] as const) {
      const text = allText(generateDrafts(sold, { template }));
      expect(text).toContain('Just sold');
      expect(text).toContain('Sold for $612,000.');
      expect(text).not.toMatch(/just listed|showing|open house|#HomeForSale/i);
    }
  });

  it('says nothing about a sale price when the sold page showed none', () => {
    const text = allText(generateDrafts(listing({ status: 'sold', price: null })));
    expect(text).toContain('Just sold');
    expect(text).not.toMatch(/Sold for|\$/);
  });

  it('writes a pending home as under contract, without inviting showings', () => {
    const pending = listing({ status: 'pending' });
    expect(statusPolicy(pending).defaultTemplate).toBe('under_contract');
    const text = allText(generateDrafts(pending, { template: 'just_listed' }));
    expect(text).toContain('Under contract');
    expect(text).not.toMatch(/just listed|showing/i);
  });

  it('gives a rental the for-rent wording and a monthly price, and Marketplace the Rent type', () => {
    const drafts = generateDrafts(listing({ status: 'for_rent', price: 2350 }));
    expect(drafts.facebook_marketplace.listing_type).toBe('rent');
    expect(drafts.facebook_marketplace.price).toBe(2350);
    expect(drafts.facebook_marketplace.title).toMatch(/^🏡 Now for rent|^Now for rent/);
    expect(drafts.linkedin.text).toContain('$2,350/mo');
    expect(allText(drafts)).not.toMatch(/just listed|for sale/i);
  });

  it('offers no template for an off-market page, warns, and never writes a for-sale post', () => {
    const off = listing({ status: 'off_market', price: null });
    expect(statusPolicy(off)).toMatchObject({
      templates: [],
      warning: expect.stringMatching(/off the market/),
    });
    const text = allText(generateDrafts(off, { template: 'just_listed' }));
    expect(text).not.toMatch(/just listed|showing|for sale|#HomeForSale/i);
  });

  it('offers "Just sold" only for a sold page, never on a for-sale or rental listing', () => {
    for (const status of ['for_sale', 'for_rent'] as const) {
      expect(statusPolicy(listing({ status })).templates).not.toContain('just_sold');
    }
    expect(statusPolicy(listing({ status: 'sold' })).templates).toContain('just_sold');
  });

  it("names a rental's templates in the menu as its text does", () => {
    const rental = listing({ status: 'for_rent', price: 2350 });
    const labels = statusPolicy(rental).labels;
    expect(labels.just_listed).toBe('Now for rent');
    expect(labels.price_reduced).toBe('Rent reduced');
    expect(generateDrafts(rental, { template: 'just_listed' }).linkedin.text).toContain(labels.just_listed);
    expect(statusPolicy(listing()).labels.just_listed).toBe('Just listed');
  });

  it('writes an off-market page without celebrating or tagging it as sold', () => {
    const text = allText(generateDrafts(listing({ status: 'off_market', price: null })));
    expect(text).toContain('Off the market');
    expect(text).not.toMatch(/🎉|#JustSold|just sold/i);
  });

  it('keeps the templates of an active listing and starts with just listed', () => {
    expect(statusPolicy(listing())).toMatchObject({ defaultTemplate: 'just_listed' });
    expect(statusPolicy(listing()).templates).not.toContain('under_contract');
    expect(allText(generateDrafts(listing()))).toContain('Just listed');
  });
});

describe('description text from the page', () => {
  it.each([
    ['**Bold** and __strong__ and *emphasis*', 'Bold and strong and emphasis'],
    ['## Features\n- Quartz counters\n* New roof', 'Features\n• Quartz counters\n• New roof'],
    ['See <b>the</b> [floor plan](https://example.com/plan)&nbsp;&amp; more', 'See the floor plan & more'],
    ['Line one<br>Line two</p><p>Para', 'Line one\nLine two\nPara'],
    ['Price is 5 * 3 and snake_case_name stays', 'Price is 5 * 3 and snake_case_name stays'],
    ['Clipped at the end **bold', 'Clipped at the end bold'],
  ])('cleans %j', (input, expected) => {
    expect(cleanDescription(input)).toBe(expected);
  });

  it('reaches every draft without the markup', () => {
    const drafts = generateDrafts(listing({ description: 'A **sunny** colonial with <i>two</i> decks.' }));
    expect(drafts.facebook_marketplace.description).toContain('A sunny colonial with two decks.');
    expect(allText(drafts)).not.toMatch(/\*\*|<i>/);
  });
});
