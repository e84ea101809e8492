import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LISTING_FIELDS, ZListingSchema } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { extractListing } from './extract-listing';
import { compareListing, FIXTURES_DIR, loadFixtureCases } from './testing/fixture-cases';
import { pageLoader } from './testing/page-loader';

const cases = loadFixtureCases();
const load = pageLoader();

describe('extractListing on every fixture page', () => {
  it('covers the four sources with real and synthetic pages', () => {
    const sources = new Set(cases.map((c) => c.source));
    expect([...sources].sort()).toEqual(['realtor', 'redfin', 'trulia', 'zillow']);
    expect(cases.filter((c) => !c.synthetic).length).toBeGreaterThanOrEqual(12);
  });

  it('has added pages for Zillow and Redfin measured apart from the original ones', () => {
    const added = cases.filter((c) => c.set === 'added' && !c.synthetic);
    expect(added.length).toBeGreaterThanOrEqual(20);
    expect(new Set(added.map((c) => c.source))).toEqual(new Set(['zillow', 'redfin']));
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: the expected file covers every field', (_name, c) => {
    // A field the page does not show is written as null, so a missing key is a field nobody checked.
    const required = [...LISTING_FIELDS, 'source', 'url', 'currency', 'lot_unit'];
    expect(required.filter((f) => !(f in c.expected))).toEqual([]);
    expect(Object.keys(c.expected.address ?? {}).sort()).toEqual(['city', 'postal_code', 'state', 'street']);
  });

  it.each(cases.filter((c) => !c.synthetic).map((c) => [c.name, c] as const))(
    '%s: the real page names its repository, path and commit',
    (_name, c) => {
      const source = join(FIXTURES_DIR, c.page.replace(/\.(html|json)$/, '.source.txt'));
      expect(existsSync(source)).toBe(true);
      expect(readFileSync(source, 'utf8')).toMatch(/^repo: \S+\/\S+\npath: .+\ncommit: [0-9a-f]{40}/);
    },
  );

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: every expected field is correct',
    (_name, c) => {
      const listing = extractListing(load(c.html(), c.url), c.url);
      expect(ZListingSchema.parse(listing)).toEqual(listing);
      const wrong = compareListing(c.expected, listing).filter((r) => !r.correct);
      expect(wrong).toEqual([]);
      for (const field of listing.warnings)
        expect(listing[field as keyof typeof listing] ?? null).toSatisfy(
          (v: unknown) => v === null || (Array.isArray(v) && v.length === 0) || field === 'address',
        );
    },
    20_000,
  );
});

describe('degrades to fewer fields, not to nothing', () => {
  const url = 'https://www.zillow.com/homedetails/1-Test-St-Austin-TX-78701/123_zpid/';

  it('reads the printed page when the embedded JSON is broken', async () => {
    const html = `<html><body><script id="__NEXT_DATA__" type="application/json">{"props": {broken</script>
      <h1>1 Test St, Austin, TX 78701</h1><span data-testid="price">$410,000</span>
      <div data-testid="bed-bath-sqft-fact-container">3 beds</div>
      <div data-testid="bed-bath-sqft-fact-container">2 baths</div>
      <div data-testid="bed-bath-sqft-fact-container">1,480 sqft</div></body></html>`;
    const listing = extractListing(load(html, url), url);
    expect(listing).toMatchObject({
      price: 410_000,
      beds: 3,
      baths_total: 2,
      living_area_sqft: 1480,
      address: { street: '1 Test St', city: 'Austin', state: 'TX', postal_code: '78701' },
    });
    expect(listing.warnings).toContain('description');
    expect(listing.warnings).not.toContain('price');
  });

  it('answers an empty record with warnings for an empty page', async () => {
    const listing = extractListing(load('<html><body></body></html>', url), url);
    expect(listing.price).toBeNull();
    expect(listing.photos).toEqual([]);
    expect(listing.warnings).toEqual(expect.arrayContaining(['price', 'address', 'photos', 'description']));
  });

  it('refuses pages of other sites', async () => {
    const document = load('<html></html>', 'https://example.com/');
    expect(() => extractListing(document, 'https://example.com/')).toThrow(/Not a Zillow/);
  });
});
