/**
 * Builds the "core" cut of Inter that every public page paints its first screen with: the printable
 * ASCII range plus the punctuation our copy uses, on the weight axis we use (400-800). It is about
 * 22 KB against 48 KB for Fontsource's whole Latin file, which matters on a phone's first load (the
 * font is preloaded and sits on the landing page's LCP path).
 *
 * The whole Latin file stays declared under the same family (src/styles/index.css), so a character
 * outside this cut (a name with an accent, say) still renders in Inter: it just loads the bigger file.
 *
 * Run `npm run fonts:subset -w @pp/web` after changing CORE_CODE_POINTS or upgrading Fontsource;
 * a test fails while the committed file differs from what this produces.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { unicodeRangeOf } from '../../api/src/domain/property-pages/page-font-cuts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CORE_FONT_FILE = path.join(webRoot, 'src/assets/fonts/inter-latin-core-wght-normal.woff2');
const require = createRequire(import.meta.url);
const SOURCE_FONT_FILE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** Printable ASCII, no-break space, and the typography found in the site's copy (– — ’ “ ” • … → × © ®). */
export const CORE_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  0xa0,
  0xa9,
  0xae,
  0xb7,
  0xd7,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x2122,
  0x2192,
  0x2212,
];

/** The CSS unicode-range of a sorted list of code points, runs collapsed (U+20-7E, U+A0, ...). */
export const unicodeRange = (codePoints: readonly number[]): string =>
  unicodeRangeOf(codePoints).replaceAll(',', ', ');

export async function subsetInterCore(): Promise<Buffer> {
  const text = String.fromCodePoint(...CORE_CODE_POINTS);
  return subsetFont(readFileSync(SOURCE_FONT_FILE), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const font = await subsetInterCore();
  writeFileSync(CORE_FONT_FILE, font);
  process.stdout.write(
    `${path.relative(process.cwd(), CORE_FONT_FILE)}: ${font.length} bytes\nunicode-range: ${unicodeRange(CORE_CODE_POINTS)}\n`,
  );
}
