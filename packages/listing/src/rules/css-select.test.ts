import { describe, expect, it } from 'vitest';
import { withPageCache } from '../helpers/page-elements';
import { pageLoader } from '../testing/page-loader';
import { elementMatches, parseSelector, selectAll } from './css-select';

/**
 * The rules' selectors are answered from the page's walk when they can be (css-select.ts): the answers
 * must be the DOM's own, element for element and in the same order, inside an extraction and outside.
 */
const load = pageLoader();
const HTML = `<!DOCTYPE html><html><head>
  <meta property="og:image" content="a.jpg"><meta name="twitter:image0" content="b.jpg">
  <link rel="canonical" href="/x"></head><body>
  <div id="top" class="box wide" data-testid="price"><span class="statsValue">$1</span></div>
  <ul data-testid="fact-category"><li>Beds: 3</li><li>Baths: 2<ul><li>Full: 2</li></ul></li></ul>
  <div data-testid="attribution-LISTING_AGENT">Ann</div><div data-testid="attribution-BROKER">Firm</div>
  <table><tr data-label="Listed by"><td>Listed by</td><td>Firm</td></tr></table>
  <p class="statsValue other">$2</p><div data-testid="price"><b class="statsValue">$3</b></div>
</body></html>`;

const SELECTORS = [
  '[data-testid="price"]',
  '[data-testid="price"] .statsValue',
  '.statsValue',
  '#top .statsValue',
  'div.box.wide',
  '[data-testid="fact-category"] li',
  '[data-testid^="attribution-"]',
  'meta[property="og:image"]',
  'meta[name^="twitter:image"]',
  'link[rel="canonical"]',
  'tr[data-label="Listed by"] td',
  "tr[data-label='Listed by']",
  'li li',
  'td:last-child',
  'p, b',
];

describe('css-select', () => {
  it('answers as querySelectorAll does, outside and inside an extraction', () => {
    const document = load(HTML, 'https://www.zillow.com/homedetails/1_zpid/');
    for (const selector of SELECTORS) {
      const expected = Array.from(document.querySelectorAll(selector));
      expect(expected.length, selector).toBeGreaterThan(0);
      expect(selectAll(document, selector), selector).toEqual(expected);
      expect(
        withPageCache(document, () => selectAll(document, selector)),
        selector,
      ).toEqual(expected);
    }
  });

  it('answers under a root, and whether an element matches', () => {
    const document = load(HTML, 'https://www.zillow.com/homedetails/1_zpid/');
    const [root] = selectAll(document, '[data-testid="fact-category"]');
    if (!root) throw new Error('no root');
    expect(selectAll(document, 'li', root)).toEqual(Array.from(root.querySelectorAll('li')));
    expect(selectAll(document, '.statsValue', root)).toEqual([]);
    const [price] = selectAll(document, '#top');
    expect(price && elementMatches(price, '.box')).toBe(true);
    expect(price && elementMatches(price, 'span')).toBe(false);
    expect(price && elementMatches(price, '##')).toBe(false);
  });

  it('leaves to the DOM what it does not parse; a refused selector finds nothing', () => {
    expect(parseSelector('div > p')).toBeNull();
    expect(parseSelector('.1a')).toBeNull();
    expect(parseSelector('a[b="c d"] .e')).toHaveLength(2);
    const document = load(HTML, 'https://www.zillow.com/homedetails/1_zpid/');
    expect(selectAll(document, '##')).toEqual([]);
    expect(selectAll(document, 'div >')).toEqual([]);
  });
});
