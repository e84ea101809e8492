import { READINESS_MESSAGES, type TListing } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { publishBlocker, saveStateOf } from './save-state';

const listing = (over: Partial<TListing> = {}): TListing => ({
  source: 'redfin',
  source_id: '282664',
  url: 'https://www.redfin.com/WA/Kenmore/7718-NE-183rd-St-98028/home/282664',
  status: 'for_sale',
  price: 1_150_000,
  currency: 'USD',
  address: { street: '7718 NE 183rd St', city: 'Kenmore', state: 'WA', postal_code: '98028' },
  beds: 4,
  baths_total: 3,
  baths_full: 2,
  baths_half: 1,
  living_area_sqft: 2600,
  lot_size: null,
  lot_unit: null,
  year_built: 1978,
  property_type: 'single_family',
  description: null,
  photos: ['https://ssl.cdn-redfin.com/photo/1.jpg'],
  agent_name: null,
  agent_phone: null,
  brokerage: null,
  mls_name: null,
  mls_id: null,
  open_houses: [],
  warnings: [],
  ...over,
});

describe('the save state the panel shows', () => {
  it('says saving only while a save is in flight', () => {
    expect(saveStateOf({ signedOut: false, retrying: false, listingId: null, error: null })).toEqual({
      kind: 'saving',
    });
    expect(saveStateOf({ signedOut: false, retrying: true, listingId: null, error: 'x' })).toEqual({
      kind: 'saving',
    });
    expect(saveStateOf({ signedOut: false, retrying: false, listingId: null, error: 'Server down' })).toEqual(
      {
        kind: 'failed',
        message: 'Server down',
      },
    );
    expect(saveStateOf({ signedOut: true, retrying: false, listingId: null, error: null })).toEqual({
      kind: 'signed-out',
    });
    expect(saveStateOf({ signedOut: false, retrying: false, listingId: 'l1', error: null })).toEqual({
      kind: 'saved',
      listingId: 'l1',
    });
  });

  it('blocks Publish with the reason, the listing’s own problems first', () => {
    const saved = { kind: 'saved', listingId: 'l1' } as const;
    expect(publishBlocker(saved, listing(), 'facebook_marketplace', 1)).toBeNull();
    expect(publishBlocker(saved, listing(), 'facebook_marketplace', 0)).toBe(READINESS_MESSAGES.needsPhoto);
    expect(publishBlocker({ kind: 'saving' }, listing({ status: 'off_market' }), 'linkedin', 1)).toBe(
      READINESS_MESSAGES.offMarket,
    );
    expect(publishBlocker(saved, listing({ status: 'sold' }), 'facebook_marketplace', 1)).toMatch(
      /Marketplace is for/,
    );
    expect(publishBlocker(saved, listing({ status: 'sold' }), 'linkedin', 1)).toBeNull();
    expect(publishBlocker({ kind: 'saving' }, listing(), 'twitter', 1)).toBe(
      'Publishing opens once the listing is saved.',
    );
    expect(publishBlocker({ kind: 'signed-out' }, listing(), 'twitter', 1)).toBe('Sign in to publish.');
    expect(publishBlocker({ kind: 'failed', message: 'x' }, listing(), 'twitter', 1)).toMatch(/not saved/);
  });
});
