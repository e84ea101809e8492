import { type TReaderRules, ZReaderRulesSchema } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { extractListingWithReport } from '../extract-listing';
import { pageLoader } from '../testing/page-loader';
import { RENAMED_KEY_PAGE } from '../testing/renamed-key-page';
import { BUILT_IN_READER_RULES } from './built-in-rules';

/**
 * The source readers' own inputs are rules (issue 25): a published set re-maps what Zillow's and
 * Redfin's readers read (`record_fields`) and where their records are (`record_roots`), with the
 * readers' checks still applied, and without the separate rules reader (`embedded`/`text`).
 */
const load = pageLoader();
const publish = (sources: unknown): TReaderRules =>
  ZReaderRulesSchema.parse({ version: 9, created_at: '2026-11-26T11:00:00.000Z', sources });
const read = (html: string, url: string, rules?: TReaderRules) =>
  extractListingWithReport(load(html, url), url, { rules });
/** The source readers alone: the layers under them would find a moved record by its shape anyway. */
const readBySource = (html: string, url: string, rules?: TReaderRules) =>
  extractListingWithReport(load(html, url), url, { rules, layers: ['source'] });

const REDFIN_URL = 'https://www.redfin.com/TX/Austin/5-Oak-Ln-78701/home/4242';
const redfinPage = (info: Record<string, unknown>) => {
  const answer = (payload: unknown) => ({ res: { text: `{}&&${JSON.stringify({ payload })}` } });
  const context = {
    'ReactServerAgent.cache': {
      dataCache: {
        '/stingray/api/home/details/aboveTheFold?propertyId=4242&accessLevel=1': answer({
          addressSectionInfo: info,
        }),
        '/stingray/api/home/details/initialInfo?path=x': answer({ propertyId: 4242 }),
      },
    },
  };
  return `<!doctype html><html><body><script>root.__reactServerState.InitialContext = ${JSON.stringify(context)};</script></body></html>`;
};
const REDFIN_INFO = {
  streetAddress: { assembledAddress: '5 Oak Ln' },
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  priceInfo: { amount: 510000, label: 'Price' },
  homeStatusLabel: 'Active',
  bedroomCount: 3,
  baths: 2,
};

describe('source readers read by rules (issue 25)', () => {
  it('the built-in rules are a rule set as the API serves it', () => {
    expect(ZReaderRulesSchema.safeParse(BUILT_IN_READER_RULES).success).toBe(true);
  });

  it("re-maps a Zillow reader input: bedrooms renamed, read by the Zillow reader's own path", () => {
    const { html, url } = RENAMED_KEY_PAGE;
    expect(read(html, url).listing.beds).toBeNull();
    const after = read(
      html,
      url,
      publish({ zillow: { record_fields: { beds: [['property', 'bedroomTally']] } } }),
    );
    expect(after.listing).toMatchObject({ beds: 4, price: 325000, address: { street: '12 Elm St' } });
    expect(after.fields.beds?.path).toContain('zillowFromEmbedded');
  });

  it('finds a Zillow cache a redesign moved, by a published record root', () => {
    const moved = RENAMED_KEY_PAGE.html.replace('"componentProps":{"gdpClientCache"', '"shell":{"homeCache"');
    const { url } = RENAMED_KEY_PAGE;
    expect(readBySource(moved, url).listing.price).toBeNull();
    const rules = publish({
      zillow: {
        record_roots: [
          { script: { id: '__NEXT_DATA__' }, path: ['props', 'pageProps', 'shell', 'homeCache'] },
        ],
      },
    });
    expect(readBySource(moved, url, rules).listing).toMatchObject({ price: 325000, baths_total: 2 });
  });

  it("re-maps a Redfin reader input inside a cached API answer; the reader's estimate rule still holds", () => {
    const html = redfinPage(REDFIN_INFO);
    expect(read(html, REDFIN_URL).listing).toMatchObject({ beds: null, price: 510000 });
    const rules = publish({
      redfin: {
        record_fields: { beds: [['/home/details/aboveTheFold', 'addressSectionInfo', 'bedroomCount']] },
      },
    });
    expect(read(html, REDFIN_URL, rules).listing).toMatchObject({ beds: 3, source_id: '4242' });
    const estimate = redfinPage({ ...REDFIN_INFO, priceInfo: { amount: 505000, label: 'Redfin Estimate' } });
    expect(read(estimate, REDFIN_URL, rules).listing.price).toBeNull();
  });

  it('re-maps Realtor.com and Trulia reader inputs', () => {
    const next = (props: unknown) =>
      `<!doctype html><html><body><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props })}</script></body></html>`;
    const realtorUrl =
      'https://www.realtor.com/realestateandhomes-detail/7-Pine-Rd_Austin_TX_78701_M12345-67890';
    const realtor = next({
      pageProps: {
        property: {
          property_id: '1234567890',
          status: 'for_sale',
          list_price: 450000,
          location: {
            address: { line: '7 Pine Rd', city: 'Austin', state_code: 'TX', postal_code: '78701' },
          },
          description: { bedrooms_total: 4, baths: 2 },
        },
      },
    });
    const realtorRules = publish({
      realtor: { record_fields: { beds: [['description', 'bedrooms_total']] } },
    });
    expect(readBySource(realtor, realtorUrl).listing.beds).toBeNull();
    expect(readBySource(realtor, realtorUrl, realtorRules).listing).toMatchObject({ beds: 4, price: 450000 });
    const truliaUrl = 'https://www.trulia.com/home/7-pine-rd-austin-tx-78701-5555';
    const trulia = next({
      homeDetails: {
        id: 5555,
        location: { streetAddress: '7 Pine Rd', city: 'Austin', stateCode: 'TX', zipCode: '78701' },
        price: { price: 450000, formattedPrice: '$450,000' },
        currentStatus: { isActiveForSale: true },
        bedroomCount: { formattedValue: '4' },
      },
    });
    const truliaRules = publish({
      trulia: { record_fields: { beds: [['bedroomCount', 'formattedValue']] } },
    });
    expect(readBySource(trulia, truliaUrl).listing.beds).toBeNull();
    expect(readBySource(trulia, truliaUrl, truliaRules).listing).toMatchObject({ beds: 4, price: 450000 });
  });

  it('refuses an input name that is not lower case words', () => {
    const bad = { zillow: { record_fields: { 'Beds!': [['bedrooms']] } } };
    expect(
      ZReaderRulesSchema.safeParse({ version: 1, created_at: '2026-11-26T11:00:00.000Z', sources: bad })
        .success,
    ).toBe(false);
  });
});
