import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText, safeText, UNSAFE_TEXT_MESSAGE } from './safe-text';

describe('safe text', () => {
  it.each([
    ['plain', true],
    ['emoji 😀 (a surrogate pair)', true],
    ['', true],
    ['nul \u0000', false],
    ['high \ud800 alone', false],
    ['low \udc00 alone', false],
    ['reversed pair \ude00\ud83d', false],
  ])('%j is safe: %s', (text, safe) => expect(isSafeText(text)).toBe(safe));

  it('finds the path of the first unsafe string, keys included, and refuses absurd depth', () => {
    expect(findUnsafeText({ a: [1, { b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', 2, 'c']);
    expect(findUnsafeText({ 'k\ud800': 1 })).toEqual(['k\ud800']);
    expect(findUnsafeText({ a: 'fine', n: 1, z: null })).toBeUndefined();
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findUnsafeText(deep)).toBeDefined();
  });

  it('is a zod string that says which rule failed', () => {
    const result = safeText().max(5).safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(safeText().parse('fine')).toBe('fine');
  });
});
