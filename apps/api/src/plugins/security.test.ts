import { describe, expect, it } from 'vitest';
import { isSubresourceFile, subresourceHeaders } from './security';

describe('which answers skip the document-only headers', () => {
  it('the hashed scripts, styles and fonts, and the property page fonts and photos', () => {
    for (const url of [
      '/assets/index-DKfEaaVc.js',
      '/assets/index-eLjSs4hk.css',
      '/assets/inter-core-lower-dAXxTFtk.woff2?v=1',
      '/p/assets/inter-page-lower-198eca0c8a.woff2',
      '/p/1220-garcia-st-ne-abc123/photos/84542aba-0111-42eb-b2cb-ad07c12cebe6/800.webp',
    ])
      expect(isSubresourceFile(url), url).toBe(true);
  });

  it('never a page, an SVG, a source map, the API or a photo original', () => {
    for (const url of [
      '/',
      '/pricing',
      '/p/1220-garcia-st-ne-abc123',
      '/favicon.svg',
      '/assets/logo.svg',
      '/images/listing-house.svg',
      '/assets/index-DKfEaaVc.js.map',
      '/api/v1/assets/x.js',
      '/p/1220-garcia-st-ne-abc123/photos/84542aba/original',
      '/assets/../index.html',
    ])
      expect(isSubresourceFile(url), url).toBe(false);
  });

  it('keeps HSTS, nosniff, CORP and the referrer policy', () => {
    const kept = subresourceHeaders({
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(Object.keys(kept).sort()).toEqual([
      'cross-origin-resource-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
    ]);
  });
});
