import { describe, expect, it } from 'vitest';
import { allMatches } from './match-all';

/** What matchAll gives, as plain data to compare. */
const plain = (ms: Iterable<RegExpMatchArray>) => [...ms].map((m) => ({ at: m.index, all: [...m] }));

describe('allMatches', () => {
  it('gives the matches matchAll gives, groups included, and leaves the regex ready to run again', () => {
    const re = /\b(no|not) (kids|pets)\b/g;
    const s = 'no kids | not pets, no kids';
    expect(plain(allMatches(re, s))).toEqual(plain(s.matchAll(re)));
    expect(allMatches(re, s)).toHaveLength(3);
    expect(re.lastIndex).toBe(0);
  });

  it('steps over an empty match as matchAll does, by one code point under the u flag', () => {
    for (const [re, s] of [
      [/x*/g, 'axxb'],
      [/(?:)/gu, 'a😀b'],
      [/\b/g, 'two words'],
    ] as const)
      expect(plain(allMatches(re, s)), String(re)).toEqual(plain(s.matchAll(re)));
  });

  it('starts from the beginning whatever lastIndex was left at, and refuses a regex without g', () => {
    const re = /a/g;
    re.lastIndex = 3;
    expect(allMatches(re, 'aaaa')).toHaveLength(4);
    expect(() => allMatches(/a/, 'a')).toThrow(TypeError);
  });
});
