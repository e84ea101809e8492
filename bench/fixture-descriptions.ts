import { extractListing } from '../packages/listing/src/extract-listing';
import { loadFixtureCases } from '../packages/listing/src/testing/fixture-cases';
import { loadPage } from '../packages/listing/src/testing/load-page';

/**
 * The listing descriptions of every fixture page (real saved pages of the four portals, and the
 * synthetic ones), as the extension reads them: ordinary ad copy, which a Fair Housing check must
 * leave alone. Each text once.
 */
export async function fixtureDescriptions(): Promise<string[]> {
  const out = new Set<string>();
  for (const c of loadFixtureCases()) {
    const page = loadPage(c.html(), c.url);
    try {
      const { description } = extractListing(page.document, c.url);
      if (description) out.add(description);
    } finally {
      await page.close();
    }
  }
  return [...out];
}
