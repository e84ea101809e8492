import type { TListing } from '@pp/contract';
import { ZDraftsSchema } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { countTweet } from './counters';
import { clipText, formatFacts, formatOpenHouse, formatPrice } from './format';
import { generateDrafts } from './generate-drafts';

const bare: TListing = {
  source: 'redfin',
  source_id: null,
  url: 'https://www.redfin.com/WA/Seattle/x/home/1',
  status: null,
  price: null,
  currency: 'USD',
  address: { street: null, city: null, state: null, postal_code: null },
  beds: null,
  baths_total: null,
  baths_full: null,
  baths_half: null,
  living_area_sqft: null,
  lot_size: null,
  lot_unit: null,
  year_built: null,
  property_type: null,
  description: null,
  photos: [],
  agent_name: null,
  agent_phone: null,
  brokerage: null,
  mls_name: null,
  mls_id: null,
  open_houses: [],
  warnings: ['price', 'address'],
};

describe('formatting', () => {
  it('prints open-house times without depending on the machine time zone', () => {
    expect(formatOpenHouse({ start: '2023-05-28T13:00:00', end: '2023-05-28T16:00:00' })).toBe(
      'Sun, May 28, 1:00 PM–4:00 PM',
    );
    expect(formatOpenHouse({ start: '2026-01-03T20:00:00.000Z', end: null })).toBe('Sat, Jan 3, 8:00 PM UTC');
    expect(formatOpenHouse({ start: '2026-07-04T00:15', end: '2026-07-04T12:00' })).toBe(
      'Sat, Jul 4, 12:15 AM–12:00 PM',
    );
    expect(formatOpenHouse({ start: '2026-07-04T01:30:00+02:00', end: null })).toBe(
      'Fri, Jul 3, 11:30 PM UTC',
    );
    expect(formatOpenHouse({ start: 'soon', end: null })).toBeNull();
  });

  it('prints prices, rents and facts', () => {
    expect(formatPrice({ ...bare, price: 224_900 })).toBe('$224,900');
    expect(formatPrice({ ...bare, price: 2350, status: 'for_rent' })).toBe('$2,350/mo');
    expect(formatPrice(bare)).toBeNull();
    expect(formatFacts({ ...bare, beds: 1, baths_total: 2.5, living_area_sqft: 1206 })).toBe(
      '1 bed · 2.5 baths · 1,206 sq ft',
    );
  });

  it('clips at a sentence end, else at a word, with an ellipsis', () => {
    expect(clipText('One two three four. Five six seven.', 24)).toBe('One two three four.');
    // A sentence end that would drop more than half the room is not worth it: cut at a word instead.
    expect(clipText('One two. Three four five six.', 20)).toBe('One two. Three…');
    expect(clipText('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(clipText('short', 10)).toBe('short');
  });
});

describe('a listing with almost nothing', () => {
  it('still gives valid drafts with the link', () => {
    const drafts = generateDrafts(bare, { template: 'open_house' });
    expect(ZDraftsSchema.parse(drafts)).toEqual(drafts);
    expect(countTweet(drafts.twitter.text).valid).toBe(true);
    expect(drafts.twitter.text).toContain(bare.url);
    expect(drafts.facebook_marketplace).toMatchObject({ property_type: 'House', price: null, photos: [] });
    expect(drafts.linkedin.text).toContain('Open house: contact me for the times.');
  });
});
