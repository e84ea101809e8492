import type { TListing } from '@pp/contract';
import { extractListing } from '@pp/listing';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../../../packages/listing/src/testing/load-page';
import { FIXTURE_PAGES, readFixture } from '../testing/fixture-pages';
import {
  findingsFor,
  includedPhotos,
  initialEditor,
  marketplaceFields,
  movePhoto,
  publishText,
  regenerate,
  removePhrase,
  togglePhoto,
} from './editor-state';

const listingOf = (index: number): TListing => {
  const fixture = FIXTURE_PAGES[index];
  if (!fixture) throw new Error('fixture missing');
  const page = loadPage(readFixture(fixture), fixture.url);
  return extractListing(page.document, fixture.url);
};

describe('the side panel editor state', () => {
  const zillow = listingOf(0);

  it('starts with the generator’s drafts and the first 20 photos chosen in page order', () => {
    const editor = initialEditor(zillow);
    expect(zillow.photos.length).toBeGreaterThan(20);
    expect(includedPhotos(editor)).toEqual(zillow.photos.slice(0, 20));
    expect(editor.drafts.facebook_marketplace.address).toContain('1220 Garcia St NE');
  });

  it('orders and excludes photos for the Marketplace fields', () => {
    let editor = initialEditor(zillow);
    const [first, second, third] = zillow.photos;
    editor = togglePhoto(editor, second as string);
    editor = movePhoto(editor, third as string, -1);
    editor = movePhoto(editor, third as string, -1);
    expect(marketplaceFields(editor).photos.slice(0, 2)).toEqual([third, first]);
    expect(marketplaceFields(editor).photos).not.toContain(second);
    // Moving past either end changes nothing.
    expect(movePhoto(editor, third as string, -1)).toBe(editor);
  });

  it('writes new text for a new template or tone and keeps the photo choice', () => {
    const editor = togglePhoto(initialEditor(zillow), zillow.photos[0] as string);
    const openHouse = regenerate(editor, zillow, { template: 'open_house' });
    expect(openHouse.drafts.linkedin.text).not.toBe(editor.drafts.linkedin.text);
    expect(openHouse.excluded).toEqual(editor.excluded);
  });

  it('links to the property page once known and keeps it through a follow-up with the old price', () => {
    const page = 'https://pp.example/p/home-abcd2345';
    const editor = initialEditor(zillow, 'just_listed', 'professional', page);
    expect(editor.drafts.twitter.text).toContain(`${page}?src=x`);
    const reduced = regenerate(editor, { ...zillow, price: 200_000 }, { template: 'price_reduced' }, 250_000);
    expect(reduced.drafts.linkedin.text).toContain(`${page}?src=li`);
    expect(reduced.drafts.linkedin.text).toContain('$250,000');
  });

  it('checks the Marketplace title and description as one ad and points each finding at its box', () => {
    const editor = initialEditor(zillow);
    const flagged = {
      ...editor,
      drafts: {
        ...editor.drafts,
        facebook_marketplace: {
          ...editor.drafts.facebook_marketplace,
          description: 'Perfect for a young couple. No kids.',
        },
      },
    };
    const found = findingsFor(flagged, 'facebook_marketplace', {});
    const inDescription = found.filter((f) => f.target === 'description' && f.finding.index >= 0);
    expect(inDescription.length).toBeGreaterThan(0);
    for (const f of inDescription) {
      const text = flagged.drafts.facebook_marketplace.description;
      expect(text.slice(f.finding.index, f.finding.index + f.finding.phrase.length)).toBe(f.finding.phrase);
    }
    const first = inDescription[0];
    if (!first) return;
    const cleaned = removePhrase(flagged.drafts.facebook_marketplace.description, first.finding);
    expect(cleaned).not.toContain(first.finding.phrase);
    expect(
      publishText(flagged, 'facebook_marketplace').startsWith(flagged.drafts.facebook_marketplace.title),
    ).toBe(true);
  });
});
