import { describe, expect, it } from 'vitest';
import { matchesInClauses, startsInClauses, staysInClause } from './clause-spans';
import { WHOLE_PHRASE_RULES } from './registry';

const plain = (ms: Iterable<RegExpMatchArray>) => [...ms].map((m) => ({ at: m.index, all: [...m] }));
/** Every index where one of `words` starts in `s`, ascending. */
const where = (s: string, words: readonly string[]) =>
  [...new Set(words.flatMap((w) => [...s.matchAll(new RegExp(w, 'g'))].map((m) => m.index)))].sort(
    (a, b) => a - b,
  );

describe('staysInClause', () => {
  it('knows words, spaces, [^|] runs and look-arounds never hold a clause end', () => {
    expect(staysInClause(/\bno (?:kids|children)\b[^|]{0,40}?\ballowed\b/g)).toBe(true);
    expect(staysInClause(/(?<=\bkids\b.{0,80})\bnot\b(?! .*only)/g)).toBe(true);
    expect(staysInClause(/\b[a-z0-9]+ only\b/g)).toBe(true);
    expect(staysInClause(/\p{Script=Hangul}+ 금지/gu)).toBe(true);
    expect(staysInClause(/(?:[\p{L}]+ )?seulement/gu)).toBe(true);
  });

  it('says no when the match itself may hold a |: any character, a wide class or escape, a | itself', () => {
    expect(staysInClause(/\bno\b.{0,40}kids/g)).toBe(false);
    expect(staysInClause(/\bno\W+kids/g)).toBe(false);
    expect(staysInClause(/\bno[^,]+kids/g)).toBe(false);
    expect(staysInClause(/\bno[ -~]kids/g)).toBe(false);
    expect(staysInClause(/\bno \| kids/g)).toBe(false);
    expect(staysInClause(/\bno[ |]kids/g)).toBe(false);
    expect(staysInClause(/\bno\S+/g)).toBe(false);
    expect(staysInClause(/\bno\p{S}/gu)).toBe(false);
    expect(staysInClause(/\bno[\p{L}\p{Sm}]/gu)).toBe(false);
    expect(staysInClause(/\bno kids/gi)).toBe(false);
  });
});

describe('matches only in clauses that hold a needle', () => {
  const s =
    'you would be happier elsewhere | you would like the pool | they would be happier elsewhere | you';
  it('keeps a start word only with a needle after it in its clause', () => {
    const starts = where(s, ['you', 'they']);
    expect(startsInClauses(s, starts, where(s, ['happier']))).toEqual([0, s.indexOf('they')]);
    expect(startsInClauses(s, starts, [])).toEqual([]);
  });

  it('finds what matchAll finds, scanning from the clause of the next needle', () => {
    const re = /\b(?:you|they) would be happier\b[^|]*/g;
    expect(plain(matchesInClauses(re, s, where(s, ['happier'])))).toEqual(plain(s.matchAll(re)));
    const look = /(?<=\b(?:you|they) would be )happier/g;
    expect(plain(matchesInClauses(look, s, where(s, ['happier'])))).toEqual(plain(s.matchAll(look)));
  });

  it('reads most whole-phrase rules as staying in their clause', () => {
    const inside = WHOLE_PHRASE_RULES.filter((r) => staysInClause(r.re)).length;
    expect(inside / WHOLE_PHRASE_RULES.length).toBeGreaterThan(0.5);
  });
});
