import { describe, expect, it } from 'vitest';
import { sampleListing } from '../../../test/helpers/sample-listing';
import {
  brokerageLine,
  reelCaptionText,
  reelLink,
  reelOriginals,
  reelRenderInput,
} from './reel-render-input';
import { displayLink } from './render/render-end-card';

const listing = sampleListing({ agent_name: 'Jason Lieberman', brokerage: 'Albuquerque House Hunting' });

const agent = (
  full_name: string,
  brokerage_name: string,
  over: { team_name?: string; licenses?: { state: string; number: string }[] } = {},
) => ({
  full_name,
  brokerage_name,
  team_name: over.team_name ?? '',
  licenses: over.licenses ?? [],
});

describe("brokerageLine (issue 22: the agent speaks with their own brokerage; the listing is credited as the listing's)", () => {
  it("names only the agent's own brokerage on their own listing (name AND brokerage match)", () => {
    expect(brokerageLine(listing, agent('jason  lieberman', 'Albuquerque House Hunting LLC'))).toBe(
      'Albuquerque House Hunting LLC',
    );
  });

  it("credits another broker's listing, and a namesake at another firm is not the listing agent", () => {
    expect(brokerageLine(listing, agent('Jane Agent', 'Sunset Realty'))).toBe(
      'Sunset Realty · Listing courtesy of Jason Lieberman, Albuquerque House Hunting',
    );
    expect(brokerageLine(listing, agent('Jason Lieberman', 'Sunset Realty'))).toContain(
      'Listing courtesy of',
    );
    // The agent's stored answer wins.
    expect(brokerageLine(listing, agent('Jane Agent', 'Sunset Realty'), true)).toBe('Sunset Realty');
  });

  it("never shows the listing's brokerage as the agent's, and never invents one", () => {
    expect(brokerageLine(listing, agent('Jason Lieberman', ''))).toBe(
      'Listing courtesy of Jason Lieberman, Albuquerque House Hunting',
    );
    expect(brokerageLine({ ...listing, agent_name: null, brokerage: null }, agent('Jane Agent', ''))).toBe(
      'Brokerage not listed',
    );
  });

  it('adds the team beside the brokerage and the California licence number on a California listing', () => {
    const ca = { ...listing, address: { ...listing.address, state: 'CA' } };
    const dana = agent('Dana Whitaker', 'Sunrise Realty', {
      team_name: 'Whitaker Group',
      licenses: [{ state: 'CA', number: '01234567' }],
    });
    expect(brokerageLine(ca, dana)).toBe(
      'Whitaker Group at Sunrise Realty · CA DRE #01234567 · Listing courtesy of Jason Lieberman, Albuquerque House Hunting',
    );
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
      { ...agent('Jane Agent', 'Sunset Realty'), phone_number: '' },
      [],
      { width: 720, height: 1280 },
      'https://app.example.com/p/k3x9?src=reel',
    );
    expect(input.link).toBe('https://app.example.com/p/k3x9?src=reel');
    expect(input.agent.brokerage).toBe(
      'Sunset Realty · Listing courtesy of Jason Lieberman, Albuquerque House Hunting',
    );
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

describe('reelOriginals (California B&P Code §10140.8: access to the unaltered original)', () => {
  const page = { slug: 'k3x9', page_published: true };
  const photo = (id: string, altered: boolean, original_id: string | null) => ({ id, altered, original_id });

  it("puts the property page's address of the original on the end card", () => {
    const originals = reelOriginals(
      [photo('p1', false, null), photo('p2', true, 'o2')],
      page,
      'https://app.example.com/',
    );
    expect(originals).toEqual({
      label: 'Original of the altered photo',
      url: 'https://app.example.com/p/k3x9#photo-p2',
    });
    const input = reelRenderInput(
      { duration_sec: 15, template: 'just_listed', music: false },
      listing,
      { ...agent('Jane Agent', 'Sunset Realty'), phone_number: '' },
      [],
      { width: 720, height: 1280 },
      'https://app.example.com/p/k3x9?src=reel',
      null,
      originals,
    );
    expect(input.originals?.url).toBe('https://app.example.com/p/k3x9#photo-p2');
    // The viewer types it with the photo's fragment.
    expect(displayLink(input.originals!.url)).toBe('app.example.com/p/k3x9#photo-p2');
  });

  it('names the first of several; nothing without an altered photo, an original or a published page', () => {
    const both = [photo('p1', true, 'o1'), photo('p2', true, 'o2')];
    expect(reelOriginals(both, page, 'https://app.example.com')).toEqual({
      label: 'Originals of the altered photos',
      url: 'https://app.example.com/p/k3x9#photo-p1',
    });
    expect(reelOriginals([photo('p1', false, 'o1')], page, 'https://a.example')).toBeUndefined();
    expect(reelOriginals([photo('p1', true, null)], page, 'https://a.example')).toBeUndefined();
    expect(reelOriginals(both, { ...page, page_published: false }, 'https://a.example')).toBeUndefined();
  });
});

describe('reel captions and sizes (issue 24)', () => {
  const row = { duration_sec: 15, template: 'just_listed', music: false } as const;
  const jane = { ...agent('Jane Agent', 'Sunset Realty'), phone_number: '' };
  const size = { width: 720, height: 1280 };

  it('captions the post text, else (a row from before it was required) the headline lines, never the description; none when off', () => {
    expect(reelCaptionText({ ...row, caption_text: 'Come see it' }, listing)).toBe('Come see it');
    const lines = reelCaptionText(row, { ...listing, description: 'Bright and open.' });
    expect(lines.startsWith('Just listed. ')).toBe(true);
    expect(lines).not.toContain('Bright and open');
    expect(reelRenderInput(row, listing, jane, [], size).captions).toBeUndefined();
    const on = reelRenderInput({ ...row, captions: true, caption_text: 'Hi' }, listing, jane, [], size);
    expect(on.captions).toBe('Hi');
  });

  it('asks the renderer for the feed sizes only (the master is always made)', () => {
    const input = reelRenderInput({ ...row, sizes: ['9:16', '1:1', '4:5'] }, listing, jane, [], size);
    expect(input.sizes).toEqual(['1:1', '4:5']);
  });
});
