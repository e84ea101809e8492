import { readListingOnScreen } from '@pp/listing';
import { describe, expect, it } from 'vitest';
import { pageLoader } from '../../../../packages/listing/src/testing/page-loader';
import { FIXTURE_PAGES, readFixture } from '../testing/fixture-pages';
import { laterChecks } from './later-checks';

const load = pageLoader();

describe('checks that follow the drafts (issue 25)', () => {
  it.each(FIXTURE_PAGES)(
    'on the $source page: the click reads by the source readers, the checks are the full read’s',
    (page) => {
      const doc = load(readFixture(page), page.url);
      const full = readListingOnScreen(doc, page.url);
      const atClick = readListingOnScreen(doc, page.url, null, { checksLater: true });
      expect(atClick.checksPending).toBe(true);
      expect(atClick.listing).toEqual(full.listing);
      if (!atClick.listing) throw new Error('no listing');
      const later = laterChecks(doc, page.url, null, atClick.listing);
      expect(later.checks).toEqual(full.checks);
      expect(later.read.report).toEqual(full.report);
    },
  );

  it('says the page no longer vouches for the read when it changed after the click', () => {
    const page = FIXTURE_PAGES[0];
    if (!page) throw new Error('no fixture pages');
    const doc = load(readFixture(page), page.url);
    const atClick = readListingOnScreen(doc, page.url, null, { checksLater: true });
    if (!atClick.listing) throw new Error('no listing');
    expect(laterChecks(doc, page.url, null, atClick.listing).checks).not.toBeNull();
    // The site's app re-renders for another home before the drafts are painted.
    const other = { ...atClick.listing, price: (atClick.listing.price ?? 0) + 1000 };
    expect(laterChecks(doc, page.url, null, other).checks).toBeNull();
    for (const s of doc.querySelectorAll('script')) s.remove();
    doc.body.innerHTML = '<main><p>Loading…</p></main>';
    expect(laterChecks(doc, page.url, null, atClick.listing).checks).toBeNull();
  });
});
