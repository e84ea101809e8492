import { describe, expect, it } from 'vitest';
import { pageLoader } from '../../../../packages/listing/src/testing/page-loader';
import { FIXTURE_PAGES, readFixture } from '../testing/fixture-pages';
import { FeatureManager } from './feature-manager';
import { promoterButtonFeature } from './features/promoter-button';
import { choosePlacement, placeButton } from './place-button';
import { BUTTON_TAG, createPromoterButton } from './promoter-button-element';

const load = pageLoader();

describe('button placement on saved listing pages', () => {
  it.each(FIXTURE_PAGES)('puts the button in the flow right after the $source home heading', (page) => {
    const doc = load(readFixture(page), page.url);
    const placement = choosePlacement(doc, page.source);
    expect(placement.mode).toBe('after');
    if (placement.mode !== 'after') return;
    // The anchor is the block about this home (address, price or facts), not some other heading.
    const block = placement.anchor.closest('section, div, header, main, body') ?? placement.anchor;
    expect(`${placement.anchor.textContent} ${block.textContent}`).toMatch(/\$|\d+\s*(beds?|bd)|[0-9]{3,}/i);
    const { host } = createPromoterButton(doc, () => undefined);
    placeButton(doc, page.source, host);
    expect(placement.anchor.nextElementSibling).toBe(host);
    expect(host.dataset.placement).toBe('inline');
    expect(host.shadowRoot?.querySelector('button')?.textContent).toBe('Property Promoter');
    // Placing again (a DOM change) does not duplicate it.
    placeButton(doc, page.source, host);
    expect(doc.querySelectorAll(BUTTON_TAG)).toHaveLength(1);
  });

  it('floats bottom-left when the page has none of the known anchors', () => {
    const doc = load('<html><body><main><p>Loading…</p></main></body></html>', FIXTURE_PAGES[0]?.url ?? '');
    const { host } = createPromoterButton(doc, () => undefined);
    expect(placeButton(doc, 'zillow', host).mode).toBe('floating');
    expect(host.parentElement).toBe(doc.body);
    expect(host.dataset.placement).toBe('floating');
  });

  it('skips anchors the site hides', () => {
    const doc = load(
      '<html><body><div hidden><h1>Old listing</h1></div><section><div data-testid="ldp-address">5518 Lee Marie Ln</div></section></body></html>',
      FIXTURE_PAGES[1]?.url ?? '',
    );
    const placement = choosePlacement(doc, 'realtor');
    expect(placement.mode === 'after' && placement.anchor.textContent).toBe('5518 Lee Marie Ln');
  });
});

/** The saved Zillow listing with the promoter button feature run on it once, as on a page load. */
function zillowWithButton() {
  const [zillow] = FIXTURE_PAGES;
  if (!zillow) throw new Error('fixture missing');
  const doc = load(readFixture(zillow), zillow.url);
  const manager = new FeatureManager(doc);
  manager.add(promoterButtonFeature);
  manager.run(zillow.url);
  return { zillow, doc, manager };
}

describe('client-side navigation', () => {
  it('gives a listing reached without a reload its own button, and none on a search page', () => {
    const { doc, manager } = zillowWithButton();
    const first = doc.querySelector(BUTTON_TAG);
    expect(first).not.toBeNull();

    manager.run('https://www.zillow.com/homedetails/88-S-Cypress-Ave-Columbus-OH-43222/33842768_zpid/');
    const second = doc.querySelector(BUTTON_TAG);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(doc.querySelectorAll(BUTTON_TAG)).toHaveLength(1);

    manager.run('https://www.zillow.com/homes/for_sale/');
    expect(doc.querySelector(BUTTON_TAG)).toBeNull();
  });

  it('puts the button back when the site re-renders its heading', () => {
    const { zillow, doc, manager } = zillowWithButton();
    doc.querySelector(BUTTON_TAG)?.remove();
    manager.run(zillow.url);
    expect(doc.querySelectorAll(BUTTON_TAG)).toHaveLength(1);
  });
});
