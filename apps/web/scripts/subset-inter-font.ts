/**
 * Builds the "core" cuts of Inter that every public page paints its first screen with: the printable
 * ASCII range plus the punctuation our copy uses, on the weight axis we use (400-800), with the layout
 * features text needs (kerning, composition, locale forms, marks, and tabular digits for
 * `tabular-nums`): Inter's other alternates were a third of the bytes and the site uses none of them.
 * Two files of about 9 and 8 KB (48 KB for Fontsource's whole Latin file) matter on a phone's first
 * load: they are preloaded and sit on the landing page's LCP path, and each arrives in the first
 * round trip of its connection (TCP's initial window, ~14.6 KB) where one 17 KB file takes two.
 *
 * The whole Latin file stays declared under the same family (src/styles/index.css), so a character
 * outside this cut (a name with an accent, say) still renders in Inter: it just loads the bigger file.
 *
 * Run `npm run fonts:subset -w @pp/web` after changing CORE_CODE_POINTS or upgrading Fontsource;
 * a test fails while the committed files differ from what this produces.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { unicodeRangeOf } from '../../api/src/domain/property-pages/page-font-cuts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FONT_DIR = path.join(webRoot, 'src/assets/fonts');
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

const isLower = (c: number) => (c >= 0x20 && c <= 0x3f) || (c >= 0x61 && c <= 0x7a);

/** The two files: space, punctuation, digits and lower case; then capitals and the rest. */
export const CORE_CUTS: ReadonlyArray<{ file: string; codePoints: readonly number[] }> = [
  { file: 'inter-core-lower.woff2', codePoints: CORE_CODE_POINTS.filter(isLower) },
  { file: 'inter-core-upper.woff2', codePoints: CORE_CODE_POINTS.filter((c) => !isLower(c)) },
];

export function subsetInterCut(codePoints: readonly number[]): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE_FONT_FILE), String.fromCodePoint(...codePoints), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
    keepFeatures: ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const cut of CORE_CUTS) {
    const font = await subsetInterCut(cut.codePoints);
    writeFileSync(path.join(FONT_DIR, cut.file), font);
    process.stdout.write(
      `${cut.file}: ${font.length} bytes, unicode-range: ${unicodeRange(cut.codePoints)}\n`,
    );
  }
}
