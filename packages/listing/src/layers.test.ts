import { describe, expect, it } from 'vitest';
import { listingFromJsonLd } from './helpers/json-ld-part';
import { finishListing, type ListingPart } from './helpers/listing-draft';
import { realtorFromDom } from './sources/realtor-dom';
import { redfinFromDom } from './sources/redfin-dom';
import { zillowFromDom } from './sources/zillow-dom';
import { compareListing, loadFixtureCases } from './testing/fixture-cases';
import { loadPage } from './testing/load-page';

/**
 * A redesign that drops the embedded JSON must leave the printed page readable: each DOM reader is
 * run alone on the real pages and checked against the same hand-written expected values.
 */
const cases = loadFixtureCases();
const PRINTED_FIELDS = [
  'price',
  'beds',
  'baths_total',
  'living_area_sqft',
  'address',
  'description',
  'agent_name',
  'brokerage',
];

const domOnly = async (name: string, read: (d: Document, url: string) => ListingPart) => {
  const c = cases.find((x) => x.name.startsWith(name));
  if (!c) throw new Error(`no fixture ${name}`);
  const page = loadPage(c.html(), c.url);
  const listing = finishListing(c.source, c.url, read(page.document, c.url));
  await page.close();
  const expected = Object.fromEntries(Object.entries(c.expected).filter(([k]) => PRINTED_FIELDS.includes(k)));
  return compareListing(expected, listing);
};

describe('DOM readers alone on real pages', () => {
  it.each([
    ['zillow-hyugai-1220-garcia-st-ne', zillowFromDom],
    ['zillow-mcastro-6851-roswell-rd-o31', zillowFromDom],
    ['redfin-yhou46-7718-ne-183rd-st-sold', redfinFromDom],
  ] as const)(
    '%s',
    async (name, read) => {
      const results = await domOnly(name, read);
      expect(results.length).toBeGreaterThanOrEqual(10);
      expect(results.filter((r) => !r.correct)).toEqual([]);
    },
    20_000,
  );

  it('reads the JSON-LD alone (Redfin sold page: Product + SingleFamilyResidence)', async () => {
    const c = cases.find((x) => x.name.startsWith('redfin-yhou46'))!;
    const page = loadPage(c.html(), c.url);
    const part = listingFromJsonLd(page.document);
    await page.close();
    expect(part).toMatchObject({
      url: c.url,
      price: 1_150_000,
      currency: 'USD',
      address: c.expected.address,
      property_type: 'single_family',
      photos: ['https://ssl.cdn-redfin.com/photo/1/bigphoto/635/2398635_0.jpg'],
    });
  }, 20_000);

  it('reads the Realtor.com printed price and address hooks', async () => {
    const url =
      'https://www.realtor.com/realestateandhomes-detail/5518-Lee-Marie-Ln_Charlotte_NC_28269_M63976-24204';
    const page = loadPage(
      `<html><body><div data-testid="list-price">$348,000</div>
       <div data-testid="address">5518 Lee Marie Ln, Charlotte, NC 28269</div>
       <li data-testid="property-meta-beds">4 bed</li><li data-testid="property-meta-baths">2.5 bath</li>
       <li data-testid="property-meta-sqft">1,704 sqft</li></body></html>`,
      url,
    );
    const part = realtorFromDom(page.document, url);
    await page.close();
    expect(part).toMatchObject({
      source_id: '6397624204',
      price: 348_000,
      address: { street: '5518 Lee Marie Ln', city: 'Charlotte', state: 'NC', postal_code: '28269' },
      beds: 4,
      baths_total: 2.5,
      living_area_sqft: 1704,
    });
  });
});
