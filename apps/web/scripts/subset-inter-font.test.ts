import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_CODE_POINTS, CORE_FONT_FILE, subsetInterCore, unicodeRange } from './subset-inter-font';

const indexCss = readFileSync(path.join(path.dirname(CORE_FONT_FILE), '../../styles/index.css'), 'utf8');

describe('the core cut of Inter', () => {
  it('is committed exactly as the script builds it (rerun `npm run fonts:subset -w @pp/web`)', async () => {
    const built = await subsetInterCore();
    expect(built.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(built.length).toBeLessThan(26 * 1024);
    expect(Buffer.compare(built, readFileSync(CORE_FONT_FILE))).toBe(0);
  });

  it('is declared with the unicode-range of the characters it holds', () => {
    const face = indexCss.match(/@font-face\s*\{[^}]*inter-latin-core-wght-normal\.woff2[^}]*\}/)?.[0];
    expect(face).toBeDefined();
    // The formatter may wrap the declaration: compare with whitespace collapsed.
    expect(face?.replace(/\s+/g, ' ')).toContain(`unicode-range: ${unicodeRange(CORE_CODE_POINTS)};`);
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
