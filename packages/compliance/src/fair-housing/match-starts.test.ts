import { describe, expect, it } from 'vitest';
import { LISTINGS } from '../claims/corpus/listings';
import { CORPUS } from './corpus/index';
import { dropFillers } from './fillers';
import { readLeetOne } from './leet-one';
import { correctWord } from './lexicon';
import { matchesAt, startWords } from './match-starts';
import { joinTokens, tokenise } from './normalise';
import { WHOLE_PHRASE_RULES } from './registry';
import { ruleGate } from './rule-gate';

const plain = (ms: Iterable<RegExpMatchArray>) => [...ms].map((m) => ({ at: m.index, all: [...m] }));

describe('startWords', () => {
  it('reads the first words of a match past \\b, look-arounds and optional parts', () => {
    expect(startWords(/\b(?:strollers?|nursery)\b[^|]{0,20}denied/g)?.sort()).toEqual([
      'nursery',
      'stroller',
    ]);
    expect(startWords(/(?<!not )\b(?:a )?walkers?\b/g)?.sort()).toEqual(['a ', 'walker']);
    expect(startWords(/(?=[a-z])(?:no|not) (?:kids)+/g)?.sort()).toEqual(['no', 'not']);
    // An optional group of words and the word after it both start matches.
    expect(startWords(/(?:(?:the|our) )?owner (?:prefers|wants)/g)?.sort()).toEqual(
      ['owner ', 'the', 'our'].sort(),
    );
    // A branch switched off by "(?!)" begins no match; the other branches still do.
    expect(startWords(/\b(?:no kids|(?:(?!))\b)/g)).toEqual(['no kids']);
    expect(startWords(/(?:(?!))?kids/g)).toEqual(['kids']);
  });

  it('knows nothing when a match may start with a class, any character, one letter or nothing', () => {
    expect(startWords(/\b[a-z]+ only\b/g)).toBeNull();
    expect(startWords(/\b(\d{2})\+/g)).toBeNull();
    expect(startWords(/\b(?:x|kids)\b/g)).toBeNull();
    expect(startWords(/(?:kids)?/g)).toBeNull();
    expect(startWords(/\bkids\b/gi)).toBeNull();
    expect(startWords(/(?<name>kids)/g)).toBeNull();
  });
});

describe('matchesAt', () => {
  it('finds what a global scan finds when tried at every index of a start word, overlaps skipped', () => {
    const s = 'no kids no kids allowed no pets';
    const re = /no (?:kids )+(?:allowed)?/g;
    const starts = [0, 8, 24];
    expect(plain(matchesAt(/no (?:kids )+(?:allowed)?/y, s, starts))).toEqual(plain(s.matchAll(re)));
  });
});

describe('the rule gate runs each rule only where its first words stand', () => {
  const normalised = (text: string) => joinTokens(dropFillers(tokenise(text, correctWord, readLeetOne))).text;
  const descriptions = Object.values(LISTINGS).flatMap((l) => (l.description ? [l.description] : []));
  // Sentences alone and joined into listing-length texts, as the bench reads them.
  const joined: string[] = [];
  for (let k = 0; k < CORPUS.length; k += 25)
    joined.push(
      CORPUS.slice(k, k + 25)
        .map((c) => c.text)
        .join(' '),
    );
  const texts = [...CORPUS.map((c) => c.text), ...joined, ...descriptions].map(normalised);

  it('and finds every match matchAll finds, on the corpus and the listing descriptions', () => {
    const gate = ruleGate(WHOLE_PHRASE_RULES);
    const wrong: string[] = [];
    let found = 0;
    for (const s of texts) {
      const { rules, matches } = gate(s);
      for (const rule of rules) {
        const mine = plain(matches(rule));
        found += mine.length;
        if (JSON.stringify(mine) !== JSON.stringify(plain(s.matchAll(rule.re))))
          wrong.push(`${rule.id}: ${s}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(found).toBeGreaterThan(500);
  }, 120_000);

  it('knows the first words of most rules', () => {
    const known = WHOLE_PHRASE_RULES.filter((r) => startWords(r.re)).length;
    expect(known / WHOLE_PHRASE_RULES.length).toBeGreaterThan(0.7);
  });
});
