import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractListing } from './extract-listing';
import { FIXTURES_DIR } from './testing/fixture-cases';
import { pageLoader } from './testing/page-loader';
import { UnsupportedSourceError } from './unsupported-site';

/**
 * Real saved pages of listing sites the product does not read (set unseen-2026-11-26): each must end in
 * the typed error that names the site for the agent, never in a reading of the page or a bare URL.
 */
type Spec = { pages: { page: string; url: string; site: string }[] };
const spec = JSON.parse(
  readFileSync(join(FIXTURES_DIR, 'expected', 'unseen-2026-11-26', 'unsupported-hosts.json'), 'utf8'),
) as Spec;
const load = pageLoader();

describe('real pages of portals we do not read', () => {
  it.each(spec.pages.map((p) => [p.site, p] as const))('%s: names the site, reads nothing', (site, p) => {
    const document = load(readFileSync(join(FIXTURES_DIR, p.page), 'utf8'), p.url);
    let error: unknown;
    try {
      extractListing(document, p.url);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnsupportedSourceError);
    expect((error as UnsupportedSourceError).site).toBe(site);
    expect((error as Error).message).toBe(
      `${site} is not supported yet: Property Promoter reads Zillow, Realtor.com, Trulia and Redfin (US) pages.`,
    );
  });
});
