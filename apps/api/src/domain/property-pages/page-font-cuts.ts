/**
 * The two small cuts of Inter the property page paints its first screen with (issue 24: LCP under
 * 1.2 s at Lighthouse's mobile settings). Each holds part of printable ASCII and the typography of
 * prices and addresses, on the weights the page uses (400-700), with only the layout features text
 * needs (kerning, composition, locale forms, marks): Inter's alternates (tabular and slashed digits,
 * fractions, arrows by `calt`) are most of the bytes and the page uses none of them.
 *
 * Two files of about 8 KB rather than one of 16 KB: each arrives in the first round trip of its
 * connection (TCP's initial window of 10 segments, ~14.6 KB), where one file past that window takes a
 * second round trip on a phone's first visit. Fontsource's whole Latin file stays declared under the
 * same family (page-font.ts), so any other character still renders in Inter.
 *
 * The files are built by apps/web/scripts/subset-page-font.ts (`npm run fonts:subset -w @pp/web`;
 * that workspace has the subsetter) and committed beside this file; a test fails while they differ.
 */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Typography of the page's copy and of listing text: nbsp © ® · × – — ‘ ’ “ ” • … ™ → −. */
const TYPOGRAPHY = [
  0xa0, 0xa9, 0xae, 0xb7, 0xd7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x2122,
  0x2192, 0x2212,
];

export interface FontCut {
  /** The committed file's name in ./fonts. */
  file: string;
  /** Sorted code points: the file holds these glyphs and the page declares exactly this range. */
  codePoints: readonly number[];
}

export const PAGE_FONT_CUTS: readonly FontCut[] = [
  // space, punctuation, digits and lower case: most of any text
  { file: 'inter-page-lower.woff2', codePoints: [...range(0x20, 0x3f), ...range(0x61, 0x7a)] },
  // @, capitals, brackets and the typography above
  { file: 'inter-page-upper.woff2', codePoints: [...range(0x40, 0x60), ...range(0x7b, 0x7e), ...TYPOGRAPHY] },
];

export const PAGE_FONT_WEIGHTS = { min: 400, max: 700 } as const;
export const PAGE_FONT_FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk'] as const;

/** The CSS unicode-range of sorted code points, runs collapsed ("U+20-3F,U+61-7A"). */
export function unicodeRangeOf(codePoints: readonly number[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  const parts: string[] = [];
  for (let i = 0; i < codePoints.length; ) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === (codePoints[j] ?? 0) + 1) j++;
    const first = codePoints[i] ?? 0;
    parts.push(j === i ? `U+${hex(first)}` : `U+${hex(first)}-${hex(codePoints[j] ?? 0)}`);
    i = j + 1;
  }
  return parts.join(',');
}
