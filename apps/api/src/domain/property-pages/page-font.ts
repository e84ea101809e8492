import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Inter for the property page, self-hosted from `@fontsource-variable/inter` (docs: design brief,
 * "Type": no CDN). One variable file per subset covers every weight.
 *
 * Served as files, not inlined: the Latin subset alone is 48 KB of WOFF2 (64 KB as base64), four
 * times the ~14.6 KB a first round trip carries (TCP's initial window of 10 segments), so inlining it
 * would hold back the first paint of every visit for a font that a returning visitor has cached. As
 * a file it is fetched once, kept a year (`immutable`, its address carries its content hash) and
 * preloaded; `font-display: swap` paints the text at once in the system fallback.
 */
const require = createRequire(import.meta.url);

interface FontFile {
  /** The address the page names, with the content hash so the file can be cached for good. */
  url: string;
  /** The subset's characters: the browser downloads a subset only when the page uses one of them. */
  unicodeRange: string;
  /** Where the WOFF2 lives in node_modules. */
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

export const PAGE_FONTS: FontFile[] = SUBSETS.map(({ file, unicodeRange }) => {
  const path = require.resolve(`@fontsource-variable/inter/files/${file}`);
  const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 10);
  return {
    url: `${PAGE_ASSETS_PREFIX}${file.replace('-wght-normal.woff2', '')}-${hash}.woff2`,
    unicodeRange,
    path,
  };
});

/** The font file at a page-asset address, or undefined. */
export const pageFontAt = (url: string) => PAGE_FONTS.find((f) => f.url === url);

/**
 * The @font-face rules. The family is named "Inter" so `font-family` reads as the brief says; the
 * metric-matched local fallback keeps lines where they are when Inter swaps in (no layout shift).
 */
export const FONT_FACE_CSS = `${PAGE_FONTS.map(
  (f) =>
    `@font-face{font-family:Inter;font-style:normal;font-weight:100 900;font-display:swap;src:url(${f.url}) format("woff2");unicode-range:${f.unicodeRange}}`,
).join('\n')}
@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:90.2%;descent-override:22.5%;line-gap-override:0%;size-adjust:107.4%}`;

export const FONT_STACK =
  'Inter,"Inter Fallback",system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif';

/** The Latin subset every page uses, preloaded so it arrives with the HTML's first images. */
export const FONT_PRELOAD = PAGE_FONTS[0]?.url ?? '';
