import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FACE_CSS, FONT_PRELOADS } from '../../api/src/domain/property-pages/page-font';
import { PAGE_FONT_CUTS, unicodeRangeOf } from '../../api/src/domain/property-pages/page-font-cuts';
import { PAGE_FONT_DIR, subsetPageCut } from './subset-page-font';

describe("the property page's cuts of Inter", () => {
  it.each(PAGE_FONT_CUTS.map((cut) => [cut.file, cut] as const))(
    '%s is committed exactly as the script builds it (rerun `npm run fonts:subset -w @pp/web`)',
    async (_file, cut) => {
      const built = await subsetPageCut(cut);
      expect(built.subarray(0, 4).toString('latin1')).toBe('wOF2');
      // With its response headers, each must fit TCP's initial window (10 segments, ~14.6 KB).
      expect(built.length).toBeLessThan(12 * 1024);
      expect(Buffer.compare(built, readFileSync(path.join(PAGE_FONT_DIR, cut.file)))).toBe(0);
    },
  );

  it('cover printable ASCII once between them, and the page declares and preloads each', () => {
    const all = PAGE_FONT_CUTS.flatMap((cut) => cut.codePoints);
    for (let c = 0x20; c <= 0x7e; c++) expect(all.filter((x) => x === c)).toHaveLength(1);
    for (const cut of PAGE_FONT_CUTS) {
      const name = cut.file.replace('.woff2', '');
      expect(FONT_FACE_CSS).toMatch(
        new RegExp(
          `src:url\\(/p/assets/${name}-[0-9a-f]{10}\\.woff2\\)[^}]*unicode-range:${unicodeRangeOf(cut.codePoints).replace(/\+/g, '\\+')}\\}`,
        ),
      );
      expect(FONT_PRELOADS.some((href) => href.includes(`/${name}-`))).toBe(true);
    }
    // Fontsource's Latin file keeps the rest of its range: from U+0 to U+1F, then from U+7F.
    expect(FONT_FACE_CSS).toMatch(
      /inter-latin-[0-9a-f]{10}\.woff2\)[^}]*unicode-range:U\+0-1F,U\+7F-9F,U\+A1-A8,/,
    );
  });
});
