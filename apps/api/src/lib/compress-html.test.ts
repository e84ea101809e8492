import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml } from './compress-html';

const page = `<!doctype html><p>${'A home worth sharing. '.repeat(500)}</p>`;

describe('compressHtml', () => {
  it('sends Brotli when accepted, and it decodes to the page', () => {
    const out = compressHtml(page, 'gzip, deflate, br, zstd');
    expect(out.encoding).toBe('br');
    expect(out.body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(out.body as Buffer).toString()).toBe(page);
  });

  it('falls back to gzip, then to the page as is', () => {
    const gz = compressHtml(page, 'gzip;q=0.8, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(page);
    expect(compressHtml(page, undefined)).toEqual({ body: page });
    expect(compressHtml(page, 'identity')).toEqual({ body: page });
  });

  it('honours q=0 as a refusal', () => {
    expect(compressHtml(page, 'br;q=0, gzip').encoding).toBe('gzip');
    expect(compressHtml(page, 'BR; q=0.0, GZIP;q=0')).toEqual({ body: page });
  });
});
