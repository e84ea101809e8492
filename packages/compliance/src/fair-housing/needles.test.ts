import { describe, expect, it } from 'vitest';
import { CORPUS } from './corpus/index';
import { WHOLE_PHRASE_NEEDS } from './engine';
import { needleFinder, needleIndex } from './needles';
import { joinTokens, tokenise } from './normalise';

describe('needleFinder', () => {
  it('finds each needle the text holds, overlapping, at the start and the end, short ones too', () => {
    const find = needleFinder(['over', 'or over', 'ov', 'r', 'ver', 'x', 'moreover', 'ab', 'zz']);
    expect([...find('moreover')].sort()).toEqual(['moreover', 'ov', 'over', 'r', 'ver']);
    expect([...find('ab or over')].sort()).toEqual(['ab', 'or over', 'ov', 'over', 'r', 'ver']);
    expect([...find('abzz')].sort()).toEqual(['ab', 'zz']);
    expect([...needleFinder(['añ', 'ñ', 'na'])('mañana')].sort()).toEqual(['na', 'ñ', 'añ'].sort());
    expect(find('').size).toBe(0);
  });

  it("answers as includes does for every rule's needs on every corpus sentence, normalised", () => {
    const needs = WHOLE_PHRASE_NEEDS;
    const find = needleFinder(needs);
    let held = 0;
    const wrong: string[] = [];
    for (const { text } of CORPUS) {
      const s = joinTokens(tokenise(text)).text;
      const found = find(s);
      for (const n of needs) if (found.has(n) !== s.includes(n)) wrong.push(`${n} in ${s}`);
      held += found.size;
    }
    expect(wrong).toEqual([]);
    expect(held).toBeGreaterThan(100);
  });
});

describe('needleFinder, needles in other scripts', () => {
  it('finds Hangul (decomposed) and Han needles as includes does, at the start, inside and at the end', () => {
    const needs = ['아이', '인', '小孩', '限', 'ñ', 'añ'].map((n) => n.normalize('NFD'));
    const find = needleFinder(needs);
    for (const text of [
      '아이 사절',
      '한국인만',
      '不要小孩',
      '仅限华人',
      'x限',
      '限',
      'mañana',
      'ñ',
      'no match',
      '',
    ]) {
      const s = text.normalize('NFD');
      expect([...find(s)].sort(), text).toEqual(needs.filter((n) => s.includes(n)).sort());
    }
  });
});

describe('needleIndex', () => {
  it('tells every index where a placed needle starts, overlapping ones too, and finds as needleFinder does', () => {
    const index = needleIndex(['ab', 'zz'], new Set(['aa', 'aab']));
    const { found, at } = index('aaab aab');
    expect([...found].sort()).toEqual(['aa', 'aab', 'ab']);
    expect(at.get('aa')).toEqual([0, 1, 5]);
    expect(at.get('aab')).toEqual([1, 5]);
    // Only placed needles are placed.
    expect(at.has('ab')).toBe(false);
  });

  it('refuses a placed needle it cannot place: empty, or one ASCII character', () => {
    expect(() => needleIndex([], new Set(['a']))).toThrow();
    expect(() => needleIndex([], new Set(['']))).toThrow();
  });

  it('places needles of other scripts, and those with an ASCII start and a non-ASCII character after', () => {
    const index = needleIndex([], new Set(['ñu', 'mañana', '아이', '子']));
    const { found, at } = index('ñu 아이 mañana 子 아이ñu');
    expect([...found].sort()).toEqual(['mañana', 'ñu', '子', '아이'].sort());
    expect(at.get('ñu')).toEqual([0, 17]);
    expect(at.get('아이')).toEqual([3, 15]);
    expect(at.get('mañana')).toEqual([6]);
    expect(at.get('子')).toEqual([13]);
  });
});
