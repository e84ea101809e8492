import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXTENSION_DOWNLOAD_PATH, EXTENSION_ZIP_NAME } from '@pp/contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildExtension } from '../apps/extension/scripts/build';
import { type Product, startProduct } from './helpers';

let product: Product;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'pp-ext-zip-'));
// The product serves EXTENSION_ZIP_PATH; the zip appears there only once the second test builds it.
const zipPath = path.join(outDir, EXTENSION_ZIP_NAME);

beforeAll(async () => {
  product = await startProduct({ env: { EXTENSION_ZIP_PATH: zipPath } });
});
afterAll(async () => {
  await product?.close();
  rmSync(outDir, { recursive: true, force: true });
});

it('answers 404 with a clear message before the extension is built', async () => {
  const res = await fetch(`${product.baseUrl}${EXTENSION_DOWNLOAD_PATH}`);
  expect(res.status).toBe(404);
  expect(((await res.json()) as { message: string }).message).toMatch(
    /has not been built.*npm run build -w @pp\/extension/,
  );
});

it('serves the built zip, a loadable Manifest V3 extension', async () => {
  const { zip } = await buildExtension({ dev: false, apiUrl: 'https://app.propertypromoter.com', outDir });
  expect(zip).toBe(zipPath);
  const res = await fetch(`${product.baseUrl}${EXTENSION_DOWNLOAD_PATH}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toContain('property-promoter-extension.zip');
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
  expect(manifest.manifest_version).toBe(3);
  // A store build reaches only the production API, never a local one.
  expect(manifest.host_permissions).not.toContain('http://localhost/*');
  for (const file of [
    'service-worker.js',
    'listing-page.js',
    'marketplace-fill.js',
    'sidepanel.html',
    'first-paint.js',
    'sidepanel.js',
    'popup.html',
    'options.html',
    'icons/icon-128.png',
  ]) {
    expect(Object.keys(files)).toContain(file);
  }
  expect(Object.keys(files).some((f) => f.endsWith('.map'))).toBe(false);
});
