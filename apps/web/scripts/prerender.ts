/**
 * Build step after `vite build` and `vite build --ssr`: writes every public page as static HTML
 * (dist/<route>/index.html, readable with JavaScript off), the SPA shell (dist/spa.html) for the
 * signed-in app, sitemap.xml, robots.txt, and .br/.gz twins of text assets for the server.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createCriticalCssExtractor } from './extract-critical-css';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const siteUrl = (process.env.SITE_URL ?? process.env.APP_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

interface ServerEntry {
  render: (path: string) => Promise<string>;
  headTags: (meta: unknown, siteUrl: string) => string;
  PUBLIC_PAGES: ReadonlyArray<{ path: string; priority: number; index: boolean }>;
  NOT_FOUND_META: { path: string };
}

const server = (await import(
  pathToFileURL(path.join(webRoot, 'dist-ssr/entry-server.js')).href
)) as ServerEntry;
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-html-->')) throw new Error('dist/index.html has no <!--app-html--> slot');

// The SPA shell keeps the empty root: main.tsx renders (not hydrates) signed-in routes from it.
writeFileSync(path.join(dist, 'spa.html'), template.replace('<!--app-html-->', ''));

// Prerendered pages carry the CSS they use inline, not a link to the whole stylesheet: on a phone
// the render-blocking request costs a round trip before first paint, and the whole stylesheet (the
// dashboard's rules too) would push the landing page's HTML past the first round trips of a new
// connection. main.tsx loads the whole stylesheet before the page hydrates (data-stylesheet). The SPA
// shell keeps the cached <link>.
const stylesheetLink = template.match(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/);
if (!stylesheetLink) throw new Error('dist/index.html links no stylesheet');
const stylesheetHref = stylesheetLink[1]!;
const extractCriticalCss = createCriticalCssExtractor(dist, stylesheetHref);
// The core cuts of Inter (scripts/subset-inter-font.ts) are the files every page paints its text
// with: preloading them lets their download start with the first images instead of after layout.
const coreFonts = readdirSync(path.join(dist, 'assets')).filter((f) =>
  /^inter-core-(lower|upper)-.*\.woff2$/.test(f),
);
if (coreFonts.length !== 2) throw new Error('the build emitted no core Inter fonts (src/assets/fonts)');
const fontPreload = coreFonts
  .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`)
  .join('');

/** The template around a rendered page: its own head tags, its critical CSS, the rendered markup. */
async function page(meta: { path: string }, rendered: string, routePath: string): Promise<string> {
  // React puts image preload hints first in its output. They would compete with the stylesheet and
  // the font for a phone's first round trips, and the browser finds those images soon enough.
  const hints = rendered.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? '';
  const appHtml = rendered.slice(hints.length);
  const criticalCss = extractCriticalCss(appHtml);
  return template
    .replace(stylesheetLink![0], () => `${fontPreload}<style>${criticalCss}</style>`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `  ${server.headTags(meta, siteUrl)}\n  </head>`)
    .replace(
      '<div id="root">',
      `<div id="root" data-prerendered="${routePath}" data-stylesheet="${stylesheetHref}">`,
    )
    .replace('<!--app-html-->', () => appHtml);
}

for (const meta of server.PUBLIC_PAGES) {
  const html = await page(meta, await server.render(meta.path), meta.path);
  const dir = path.join(dist, meta.path);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
  process.stdout.write(`prerendered ${meta.path}\n`);
}
// A static 404 page for hosts that serve one; the app's catch-all renders the same page client-side.
writeFileSync(
  path.join(dist, '404.html'),
  await page(server.NOT_FOUND_META, await server.render('/this-page-does-not-exist'), '*'),
);

const today = new Date().toISOString().slice(0, 10);
writeFileSync(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${server.PUBLIC_PAGES.filter((p) => p.index)
  .map(
    (p) =>
      `  <url><loc>${siteUrl}${p.path}</loc><lastmod>${today}</lastmod><priority>${p.priority.toFixed(1)}</priority></url>`,
  )
  .join('\n')}
</urlset>
`,
);
writeFileSync(
  path.join(dist, 'robots.txt'),
  `User-agent: *
Allow: /
Disallow: /dashboard
Disallow: /api/
Disallow: /payment/

Sitemap: ${siteUrl}/sitemap.xml
`,
);

// Pre-compressed twins: the server sends .br or .gz when the browser accepts it (no CPU per request).
const COMPRESSIBLE = /\.(js|css|html|svg|xml|txt|json|webmanifest)$/;
function compressAll(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      compressAll(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}
compressAll(dist);
// Brotli sizes of the pages: with ~1.2 KB of response headers, a page over ~13.4 KB needs a second
// round trip on a new connection before it can paint (bench:web prints the transfer size too).
for (const meta of server.PUBLIC_PAGES) {
  const size = statSync(path.join(dist, meta.path, 'index.html.br')).size;
  process.stdout.write(
    `${meta.path}: ${(size / 1024).toFixed(1)} KB brotli${size > 13_400 ? ' (over 13.4 KB)' : ''}\n`,
  );
}
process.stdout.write(`sitemap.xml, robots.txt, spa.html and compressed assets written for ${siteUrl}\n`);
