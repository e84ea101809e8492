import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TListingDetail } from '@pp/contract';
import { describe, expect, it } from 'vitest';
import { FONT_PRELOADS } from '../src/domain/property-pages/page-font';
import { createAccount } from './helpers/accounts';
import { grantPermission, sampleListing } from './helpers/sample-listing';
import { createTestApp } from './helpers/test-app';

// Issue 24, the property page's LCP on a phone: the HTML compressed into the first round trip, the
// two small font cuts it preloads served from its own origin and cached for good.
const { app } = await createTestApp();

async function pagePath() {
  const account = await createAccount(app, { name: 'Dana Delivery' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/listings',
    headers: account.auth,
    payload: { listing: sampleListing({ source_id: 'delivery-1' }) },
  });
  expect(res.statusCode).toBe(201);
  const detail = res.json().data as TListingDetail;
  await grantPermission(app, account, detail.listing_id);
  return new URL(detail.page.url).pathname;
}
const path = await pagePath();
const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the property page on the wire', () => {
  it('is sent compressed as the browser accepts, and reads the same', async () => {
    const plain = await get(path);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toContain('<h1>1220 Garcia St NE, Albuquerque, NM 87112</h1>');

    const br = await get(path, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(br.rawPayload).toString();
    // The same page, head for head.
    expect(html.slice(0, html.indexOf('<body>'))).toBe(plain.body.slice(0, plain.body.indexOf('<body>')));
    expect(html).toContain('<h1>1220 Garcia St NE, Albuquerque, NM 87112</h1>');
    // Headers included, it fits TCP's first window of ~14.6 KB with room to spare.
    expect(br.rawPayload.length).toBeLessThan(10_000);

    const gz = await get(path, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<p class="price">$224,900</p>');
  });

  it('an error page is compressed too', async () => {
    const missing = await get('/p/no-such-home-abc123', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('Page not found');
  });

  it('preloads the two font cuts, each served from /p/assets/ and cached for a year', async () => {
    const html = (await get(path)).body;
    expect(FONT_PRELOADS).toHaveLength(2);
    for (const href of FONT_PRELOADS) {
      expect(html).toContain(`<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`);
      const font = await get(href);
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
      expect(font.headers['cache-control']).toContain('immutable');
      expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(font.rawPayload.length).toBeLessThan(12 * 1024);
      // A font is no document: no content security policy or framing rules, but never sniffed.
      expect(font.headers['content-security-policy']).toBeUndefined();
      expect(font.headers['x-frame-options']).toBeUndefined();
      expect(font.headers['x-content-type-options']).toBe('nosniff');
    }
    // The page itself keeps its policy.
    expect((await get(path)).headers['content-security-policy']).toContain("default-src 'self'");
  });
});
