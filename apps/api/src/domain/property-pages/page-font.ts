import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { apiDir } from '../../lib/api-dir';
import { PAGE_FONT_CUTS, unicodeRangeOf } from './page-font-cuts';

/**
 * Inter for the property page, self-hosted from `@fontsource-variable/inter` (docs: design brief,
 * "Type": no CDN). The first screen paints with two small cuts (page-font-cuts.ts, about 8 KB each,
 * both preloaded); Fontsource's whole Latin and Latin Extended files are declared under the same
 * family for any other character, so a name with an accent still renders in Inter.
 *
 * Served as files, not inlined: as base64 the cuts would push the HTML past the ~14.6 KB a first
 * round trip carries, holding back the first paint of every visit for a font a returning visitor has
 * cached. As files they are fetched once, kept a year (`immutable`, their address carries their
 * content hash); `font-display: swap` paints the text at once in the metric-matched fallback.
 */
const require = createRequire(import.meta.url);

interface FontFile {
  /** The address the page names, with the content hash so the file can be cached for good. */
  url: string;
  /** The subset's characters: the browser downloads a subset only when the page uses one of them. */
  unicodeRange: string;
  /** Where the WOFF2 lives on disk (node_modules, or ./fonts for the cuts). */
  path: string;
}

// Unicode ranges as @fontsource-variable/inter's wght.css declares them for these subsets.
const SUBSETS = [
  {
    file: 'inter-latin-wght-normal.woff2',
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    file: 'inter-latin-ext-wght-normal.woff2',
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
];

export const PAGE_ASSETS_PREFIX = '/p/assets/';

/** A font file at an address that carries its content hash, so it can be cached for good. */
function served(path: string, name: string, unicodeRange: string): FontFile {
  const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 10);
  return { url: `${PAGE_ASSETS_PREFIX}${name}-${hash}.woff2`, unicodeRange, path };
}

/** The code points of a CSS unicode-range ("U+0000-00FF,U+0131"). */
function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from = 0, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((h) => Number.parseInt(h, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

// Fontsource's files keep every character the cuts do not hold, so no character is in two faces: the
// browser then never weighs one face against another, and document.fonts.check() answers for the
// faces in use.
const IN_CUTS = new Set(PAGE_FONT_CUTS.flatMap((cut) => cut.codePoints));
const FULL = SUBSETS.map(({ file, unicodeRange }) =>
  served(
    require.resolve(`@fontsource-variable/inter/files/${file}`),
    file.replace('-wght-normal.woff2', ''),
    unicodeRangeOf(codePointsOf(unicodeRange).filter((c) => !IN_CUTS.has(c))),
  ),
);
const CUTS = PAGE_FONT_CUTS.map((cut) =>
  served(
    apiDir('src/domain/property-pages/fonts', cut.file),
    cut.file.replace('.woff2', ''),
    unicodeRangeOf(cut.codePoints),
  ),
);

export const PAGE_FONTS: FontFile[] = [...FULL, ...CUTS];

/** The font file at a page-asset address, or undefined. */
export const pageFontAt = (url: string) => PAGE_FONTS.find((f) => f.url === url);

/**
 * The @font-face rules. The family is named "Inter" so `font-family` reads as the brief says; the
 * metric-matched local fallback keeps lines where they are when Inter swaps in (no layout shift).
 * Every face has the same descriptors, so only unicode-range and order choose between them (the cuts
 * stop at weight 700, the heaviest the page uses).
 */
export const FONT_FACE_CSS = `${PAGE_FONTS.map(
  (f) =>
    `@font-face{font-family:Inter;font-style:normal;font-weight:100 900;font-display:swap;src:url(${f.url}) format("woff2");unicode-range:${f.unicodeRange}}`,
).join('\n')}
@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:90.2%;descent-override:22.5%;line-gap-override:0%;size-adjust:107.4%}`;

export const FONT_STACK =
  'Inter,"Inter Fallback",system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif';

/** The cuts every page paints with, preloaded so they arrive with the cover photo. */
export const FONT_PRELOADS = CUTS.map((f) => f.url);
