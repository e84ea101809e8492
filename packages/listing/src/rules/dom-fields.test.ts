import { READER_DOM_LIMITS, type TReaderRules, ZReaderRulesSchema } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { extractListingWithReport } from '../extract-listing';
import { redfinFromDom } from '../sources/redfin-dom';
import { zillowFromDom } from '../sources/zillow-dom';
import { pageLoader } from '../testing/page-loader';
import { effectiveSourceRules } from './built-in-rules';
import { domInputs } from './dom-inputs';

/**
 * The printed-page readers' selectors are rules (issue 25, `dom_fields`): a published set moves where
 * a reader looks without a release, a selector the DOM refuses never breaks a read, and the schema keeps
 * rule sets small.
 */
const load = pageLoader();
const publish = (sources: unknown): TReaderRules =>
  ZReaderRulesSchema.parse({ version: 11, created_at: '2026-11-27T09:00:00.000Z', sources });
const page = (body: string, url: string) =>
  load(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`, url);

const REDFIN_URL = 'https://www.redfin.com/TX/Austin/5-Oak-Ln-78701/home/4242';
/** A redesign that renamed the price hook: the shipped selector finds no price. */
const REDFIN_BODY = `
  <div data-rf-test-id="abp-streetLine">5 Oak Ln,</div>
  <div data-rf-test-id="abp-cityStateZip">Austin, TX 78701</div>
  <div data-rf-test-id="abp-listPrice"><div class="statsValue">$650,000</div><span>Price</span></div>
  <div data-rf-test-id="abp-beds"><div class="statsValue">3</div></div>`;
const REDFIN_PRICE = publish({
  redfin: { dom_fields: { price: ['[data-rf-test-id="abp-listPrice"] .statsValue'] } },
});

const ZILLOW_URL = 'https://www.zillow.com/homedetails/1-Test-St-New-York-NY-10003/1_zpid/';
/** The shipped price hook holds the price before a cut: the wrong figure. */
const ZILLOW_BODY = `
  <h1>1 Test St, New York, NY 10003</h1>
  <span data-testid="price">$2,950,000</span>
  <span data-testid="hdp-current-price">$2,750,000</span>
  <span data-testid="gallery-status-pill">For sale</span>`;

describe('dom_fields: printed-page selectors as reader rules (issue 25)', () => {
  it('a published selector makes the Redfin reader read an element the shipped one does not find', () => {
    const before = redfinFromDom(page(REDFIN_BODY, REDFIN_URL), REDFIN_URL);
    expect(before.price).toBeNull();
    expect(before.beds).toBe(3);
    const rules = effectiveSourceRules(REDFIN_PRICE, 'redfin');
    const after = redfinFromDom(page(REDFIN_BODY, REDFIN_URL), REDFIN_URL, rules);
    expect(after.price).toBe(650000);
    // The shipped selectors are still tried after the published ones.
    expect(after.beds).toBe(3);
    expect(after.address).toMatchObject({ street: '5 Oak Ln', city: 'Austin', postal_code: '78701' });
  });

  it('a published selector is read through the whole extraction, and its version reported', () => {
    const read = (rules?: TReaderRules) =>
      extractListingWithReport(page(REDFIN_BODY, REDFIN_URL), REDFIN_URL, { rules, layers: ['source'] });
    expect(read().listing.price).toBeNull();
    const after = read(REDFIN_PRICE);
    expect(after.listing.price).toBe(650000);
    expect(after.report.rulesVersion).toBe(11);
  });

  it('a published selector replaces a shipped one that finds the wrong element (Zillow price)', () => {
    expect(zillowFromDom(page(ZILLOW_BODY, ZILLOW_URL), ZILLOW_URL).price).toBe(2950000);
    const rules = effectiveSourceRules(
      publish({ zillow: { dom_fields: { price: ['[data-testid="hdp-current-price"]'] } } }),
      'zillow',
    );
    const after = zillowFromDom(page(ZILLOW_BODY, ZILLOW_URL), ZILLOW_URL, rules);
    expect(after.price).toBe(2750000);
    expect(after.status).toBe('for_sale');
  });

  it('a selector the DOM refuses finds nothing: the reader falls back to the shipped one, no exception', () => {
    const document = page(REDFIN_BODY.replace('abp-listPrice', 'abp-price'), REDFIN_URL);
    // Both pass the schema's check yet the DOM's selector engine throws on them.
    for (const bad of ['##', 'div >']) expect(() => document.querySelectorAll(bad), bad).toThrow();
    const rules = effectiveSourceRules(
      publish({ redfin: { dom_fields: { price: ['##', 'div >'], street: ['.1a'] } } }),
      'redfin',
    );
    let part: ReturnType<typeof redfinFromDom> = {};
    expect(() => {
      part = redfinFromDom(document, REDFIN_URL, rules);
    }).not.toThrow();
    expect(part.price).toBe(650000);
    expect(part.address?.street).toBe('5 Oak Ln');
  });

  it('the schema refuses a selector that cannot be one, an unknown input and oversize lists', () => {
    const check = (dom_fields: unknown) =>
      ZReaderRulesSchema.safeParse(publishDraft({ zillow: { dom_fields } }));
    expect(check({ price: ['[data-testid="price"]'] }).success).toBe(true);
    expect(check({ price: ['[data-testid="price"'] }).success).toBe(false);
    expect(check({ price: ['div { color: red }'] }).success).toBe(false);
    expect(check({ price: ['(a'] }).success).toBe(false);
    expect(check({ not_an_input: ['h1'] }).success).toBe(false);
    expect(check({ price: [] }).success).toBe(false);
    const many = Array.from({ length: READER_DOM_LIMITS.selectorsPerInput + 1 }, (_, i) => `#p${i}`);
    expect(check({ price: many }).success).toBe(false);
    expect(check({ price: many.slice(1) }).success).toBe(true);
    expect(check({ price: [`#${'a'.repeat(READER_DOM_LIMITS.selectorLength)}`] }).success).toBe(false);
  });

  it('keeps a source’s older design apart: legacy_* selectors reach only the legacy reader', () => {
    const document = page('<p id="a">$1</p><p id="b">$2</p>', ZILLOW_URL);
    const rules = { dom_fields: { price: ['#a'], legacy_price: ['#b'] } };
    expect(domInputs(document, rules).text('price')).toBe('$1');
    expect(domInputs(document, rules, 'legacy').text('price')).toBe('$2');
    expect(domInputs(document, { dom_fields: { legacy_price: ['#b'] } }).text('price')).toBeNull();
  });
});

const publishDraft = (sources: unknown) => ({
  version: 12,
  created_at: '2026-11-27T09:00:00.000Z',
  sources,
});
