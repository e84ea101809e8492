/**
 * Builds the property page's two cuts of Inter (apps/api/src/domain/property-pages/page-font-cuts.ts
 * says which characters, weights and features, and why two). Lives here because this workspace has
 * the subsetter; the API only reads the committed files. Run by `npm run fonts:subset -w @pp/web`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import {
  type FontCut,
  PAGE_FONT_CUTS,
  PAGE_FONT_FEATURES,
  PAGE_FONT_WEIGHTS,
} from '../../api/src/domain/property-pages/page-font-cuts';

const require = createRequire(import.meta.url);
const SOURCE_FONT_FILE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const PAGE_FONT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api/src/domain/property-pages/fonts',
);

export function subsetPageCut(cut: FontCut): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE_FONT_FILE), String.fromCodePoint(...cut.codePoints), {
    targetFormat: 'woff2',
    variationAxes: { wght: PAGE_FONT_WEIGHTS },
    keepFeatures: [...PAGE_FONT_FEATURES],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const cut of PAGE_FONT_CUTS) {
    const font = await subsetPageCut(cut);
    writeFileSync(path.join(PAGE_FONT_DIR, cut.file), font);
    process.stdout.write(`${cut.file}: ${font.length} bytes\n`);
  }
}
