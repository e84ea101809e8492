import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_CODE_POINTS, CORE_CUTS, FONT_DIR, subsetInterCut, unicodeRange } from './subset-inter-font';

const indexCss = readFileSync(path.join(FONT_DIR, '../../styles/index.css'), 'utf8');

describe('the core cuts of Inter', () => {
  it.each(CORE_CUTS.map((cut) => [cut.file, cut] as const))(
    '%s is committed exactly as the script builds it (rerun `npm run fonts:subset -w @pp/web`)',
    async (_file, cut) => {
      const built = await subsetInterCut(cut.codePoints);
      expect(built.subarray(0, 4).toString('latin1')).toBe('wOF2');
      // With its response headers, each must fit TCP's initial window (10 segments, ~14.6 KB).
      expect(built.length).toBeLessThan(12 * 1024);
      expect(Buffer.compare(built, readFileSync(path.join(FONT_DIR, cut.file)))).toBe(0);
    },
  );

  it('each is declared with the unicode-range of the characters it holds, and they share none', () => {
    for (const cut of CORE_CUTS) {
      const face = indexCss.match(
        new RegExp(`@font-face\\s*\\{[^}]*${cut.file.replace('.', '\\.')}[^}]*\\}`),
      )?.[0];
      expect(face, cut.file).toBeDefined();
      // The formatter may wrap the declaration: compare with whitespace collapsed.
      expect(face?.replace(/\s+/g, ' ')).toContain(`unicode-range: ${unicodeRange(cut.codePoints)};`);
    }
    expect(CORE_CUTS.flatMap((c) => c.codePoints).sort((a, b) => a - b)).toEqual(CORE_CODE_POINTS);
  });

  it('covers printable ASCII and the punctuation of the copy', () => {
    for (const ch of 'Aa0 ~–—’“”•…©') expect(CORE_CODE_POINTS).toContain(ch.codePointAt(0));
    expect([...CORE_CODE_POINTS].sort((a, b) => a - b)).toEqual(CORE_CODE_POINTS);
  });
});

describe('unicodeRange', () => {
  it('collapses runs and writes single code points alone', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe('U+20-22, U+A0, U+2013-2014');
    expect(unicodeRange([])).toBe('');
  });
});
