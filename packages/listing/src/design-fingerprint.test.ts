import { describe, expect, it } from 'vitest';
import { designFingerprint, designMarkers } from './design-fingerprint';
import { pageLoader } from './testing/page-loader';

const load = pageLoader();
const page = (zpid: number, street: string, priceClass: string) =>
  `<!DOCTYPE html><html><head></head><body>
   <script id="__NEXT_DATA__" type="application/json">{"props":{"zpid":${zpid}},"page":"/homedetails"}</script>
   <h1 class="ds-address Text-c11n-8-84-3__sc-aiai24-0">${street}</h1>
   <span class="${priceClass}">$500,000</span></body></html>`;
const url = 'https://www.zillow.com/homedetails/x/1_zpid/';

describe('design fingerprint', () => {
  it('is the same for two homes of one design and holds no value of either', () => {
    const a = load(page(1111, '12 Elm St', 'price-abc123'), url);
    const b = load(page(2222, '9 Oak Rd', 'price-zz9'), url);
    expect(designFingerprint(a)).toBe(designFingerprint(b));
    expect(designFingerprint(a)).toMatch(/^[0-9a-f]{8}$/);
    const markers = designMarkers(a).join(' ');
    expect(markers).toContain('script#__NEXT_DATA__');
    expect(markers).toContain('json.props');
    expect(markers).not.toMatch(/1111|Elm|500/);
  });

  it('changes when the design changes', () => {
    const a = load(page(1111, '12 Elm St', 'price'), url);
    const b = load(page(1111, '12 Elm St', 'listing-price-value'), url);
    expect(designFingerprint(a)).not.toBe(designFingerprint(b));
  });
});
