import { describe, expect, it } from 'vitest';
import { sampleListing } from '../../../test/helpers/sample-listing';
import { brokerageLine, reelLink, reelRenderInput } from './reel-render-input';
import { displayLink } from './render/render-overlays';

const listing = sampleListing({ agent_name: 'Jason Lieberman', brokerage: 'Albuquerque House Hunting' });

describe('brokerageLine (NAR 12-5: the brokerage is always on the end card)', () => {
  it("names the agent's own brokerage from the profile on their own listing", () => {
    expect(brokerageLine(listing, { full_name: 'jason  lieberman', brokerage_name: 'Lieberman Group' })).toBe(
      'Lieberman Group',
    );
  });

  it("adds the listing brokerage's credit when the agent advertises someone else's listing", () => {
    expect(brokerageLine(listing, { full_name: 'Jane Agent', brokerage_name: 'Sunset Realty' })).toBe(
      'Sunset Realty · Listing courtesy of Albuquerque House Hunting',
    );
    // The same firm is named once.
    expect(
      brokerageLine(listing, { full_name: 'Jane Agent', brokerage_name: ' albuquerque house hunting ' }),
    ).toBe('albuquerque house hunting');
  });

  it('falls back to the listing brokerage, and never invents one', () => {
    expect(brokerageLine(listing, { full_name: 'Jason Lieberman', brokerage_name: '' })).toBe(
      'Albuquerque House Hunting',
    );
    expect(brokerageLine(listing, { full_name: 'Jane Agent', brokerage_name: '' })).toBe(
      'Listing courtesy of Albuquerque House Hunting',
    );
    expect(
      brokerageLine({ ...listing, brokerage: null }, { full_name: 'Jane Agent', brokerage_name: '' }),
    ).toBe('Brokerage not listed');
    expect(
      brokerageLine({ ...listing, brokerage: null }, { full_name: 'Jane Agent', brokerage_name: 'Mine' }),
    ).toBe('Mine');
  });
});

describe('reelLink', () => {
  it('points at the published property page, attributed to reels', () => {
    expect(reelLink(listing, { slug: 'k3x9', page_published: true }, 'https://app.example.com/')).toBe(
      'https://app.example.com/p/k3x9?src=reel',
    );
  });

  it('points at the listing itself while the page is unpublished', () => {
    expect(reelLink(listing, { slug: 'k3x9', page_published: false }, 'https://app.example.com')).toBe(
      listing.url,
    );
  });

  it('is what the end card shows', () => {
    const input = reelRenderInput(
      { duration_sec: 15, template: 'just_listed', music: false },
      listing,
      { full_name: 'Jane Agent', phone_number: '', brokerage_name: 'Sunset Realty' },
      [],
      { width: 720, height: 1280 },
      'https://app.example.com/p/k3x9?src=reel',
    );
    expect(input.link).toBe('https://app.example.com/p/k3x9?src=reel');
    expect(input.agent.brokerage).toBe('Sunset Realty · Listing courtesy of Albuquerque House Hunting');
  });
});

describe('displayLink', () => {
  it('shows the link as a viewer would type it', () => {
    expect(displayLink('https://app.example.com/p/k3x9?src=reel')).toBe('app.example.com/p/k3x9');
    expect(displayLink('https://www.zillow.com/homedetails/1-Main-St/1_zpid/')).toBe(
      'www.zillow.com/homedetails/1-Main-St/1_zpid',
    );
    expect(displayLink('not a url')).toBe('not a url');
  });
});
