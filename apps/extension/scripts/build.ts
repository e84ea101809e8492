import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTENSION_ZIP_NAME } from '@pp/contract';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { DEVELOPMENT_API_URL, PRODUCTION_API_URL } from '../src/common/build-flags';
import { buildManifest } from '../src/manifest';
import { iconPng } from './render-icon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

export interface BuildOptions {
  /** Development builds may call a local API (localhost, 127.0.0.1) and keep source maps. */
  dev: boolean;
  /** The API the extension calls until the user picks another in Options. */
  apiUrl: string;
  outDir?: string;
}

const ENTRIES = {
  'service-worker': 'src/background/service-worker.ts',
  'listing-page': 'src/content/listing-page.ts',
  'marketplace-fill': 'src/marketplace/marketplace-content.ts',
  'facebook-login': 'src/marketplace/facebook-login-content.ts',
  // The panel page runs first-paint.js, which paints the drafts and then loads sidepanel.js.
  'first-paint': 'src/sidepanel/first-paint.ts',
  sidepanel: 'src/sidepanel/main.tsx',
  popup: 'src/popup/main.tsx',
  options: 'src/options/main.tsx',
};
const PAGES = ['sidepanel', 'popup', 'options'] as const;
const PAGE_TITLES: Record<(typeof PAGES)[number], string> = {
  sidepanel: 'Property Promoter',
  popup: 'Property Promoter',
  options: 'Property Promoter options',
};

const page = (name: (typeof PAGES)[number], css: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${PAGE_TITLES[name]}</title><style>${css.replaceAll('</style', '<\\/style')}</style></head><body><div id="root"></div><script src="${name === 'sidepanel' ? 'first-paint' : name}.js"></script></body></html>`;

/** Bundles the extension into `<outDir>/unpacked` and zips it beside as the store upload. */
export async function buildExtension(options: BuildOptions) {
  const outDir = options.outDir ?? path.join(root, 'dist');
  const unpacked = path.join(outDir, 'unpacked');
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(path.join(unpacked, 'icons'), { recursive: true });
  const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version as string;
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: unpacked,
    bundle: true,
    // Content scripts are classic scripts; everything else is fine as an IIFE too.
    format: 'iife',
    target: 'chrome116',
    jsx: 'automatic',
    // Minified in development too: the side panel's parse time is part of the click-to-drafts budget.
    minify: true,
    sourcemap: options.dev,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __PP_DEV__: String(options.dev),
      __PP_API_URL__: JSON.stringify(options.apiUrl),
      // The reader rules' signing key (issue 25); without it, the committed development key.
      __PP_READER_RULES_PUBLIC_KEY__: JSON.stringify(process.env.READER_RULES_PUBLIC_KEY ?? ''),
      // React's production build in every build: development React doubles render time.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    loader: { '.css': 'css' },
  });
  for (const name of PAGES) {
    // Inline styles: a stylesheet request holds back the first script, and the side panel's first
    // paint is on the click-to-drafts budget. (The extension CSP limits scripts, not styles.)
    const css = readFileSync(path.join(unpacked, `${name}.css`), 'utf8');
    rmSync(path.join(unpacked, `${name}.css`));
    writeFileSync(path.join(unpacked, `${name}.html`), page(name, css));
  }
  for (const size of [16, 32, 48, 128])
    writeFileSync(path.join(unpacked, `icons/icon-${size}.png`), await iconPng(size));
  const manifest = buildManifest({
    dev: options.dev,
    version: version === '0.0.0' ? '0.1.0' : version,
    apiUrl: options.apiUrl,
  });
  writeFileSync(path.join(unpacked, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const files: Record<string, Uint8Array> = {};
  const add = (dir: string, prefix = '') => {
    for (const entry of readdir(dir)) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) add(full, `${prefix}${entry.name}/`);
      else if (!entry.name.endsWith('.map')) files[`${prefix}${entry.name}`] = readFileSync(full);
    }
  };
  add(unpacked);
  const zip = path.join(outDir, EXTENSION_ZIP_NAME);
  // Fixed dates keep the zip byte-identical for identical inputs.
  writeFileSync(zip, zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
  return { unpacked, zip, manifest };
}

const readdir = (dir: string) =>
  readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dev = process.env.NODE_ENV !== 'production' && !process.argv.includes('--production');
  const apiUrl =
    process.env.PP_EXTENSION_API_URL ??
    process.env.APP_URL ??
    (dev ? DEVELOPMENT_API_URL : PRODUCTION_API_URL);
  const started = performance.now();
  // Loud, not fatal: a build without its server's key trusts only rules signed with the development key.
  if (!dev && !process.env.READER_RULES_PUBLIC_KEY)
    console.warn('READER_RULES_PUBLIC_KEY is not set: this build trusts the development reader-rules key');
  const result = await buildExtension({ dev, apiUrl: new URL(apiUrl).origin });
  console.info(
    `extension (${dev ? 'development' : 'production'}, API ${apiUrl}) built in ${Math.round(performance.now() - started)} ms: ${path.relative(process.cwd(), result.zip)}`,
  );
}
