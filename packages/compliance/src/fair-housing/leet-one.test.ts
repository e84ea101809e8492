import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { readLeetOne } from './leet-one';
import { joinTokens, normaliseWord, tokenise } from './normalise';

const read = (raw: string) => readLeetOne(raw, normaliseWord(raw));
const text = (t: string) => joinTokens(tokenise(t, (w) => w, readLeetOne)).text;

describe('a 1 inside a word read as l or i (leet-one.ts)', () => {
  it('reads the l where the i reading is no word the checker knows', () => {
    expect(read('chi1dren')).toBe('children');
    expect(read('Adu1ts')).toBe('adults');
    expect(read('on1y')).toBe('only');
    expect(read('Whee1chairs')).toBe('wheelchairs');
    expect(read('bui1ding')).toBe('building');
    expect(read('B1ack')).toBe('black');
    expect(read('a110wed')).toBe('allowed');
  });

  it('keeps the i where it is the known reading', () => {
    expect(read('k1ds')).toBe('kids');
    expect(read('Musl1ms')).toBe('muslims');
    expect(read('wh1te')).toBe('white');
  });

  it('leaves numbers, units and codes as they are', () => {
    expect(text('Unit 1A, 2BR/1BA, $1,900, 1st floor, 55+, built 1991, apt 11B')).toBe(
      'unit 1a , 2br , 1ba , 1 , 900 , 1st floor , 55+ , built 1991 , apt 11b',
    );
  });

  it.each([
    ['N0 chi1dren allowed.', 'familial_status'],
    ['Adu1ts on1y building.', 'familial_status'],
    ['Whee1chairs not permited.', 'handicap'],
    ['B1ack families not welcome.', 'race'],
    ['1atinos need not apply.', 'race'],
  ])('blocks %s', (t, category) => {
    expect(checkFairHousingRules(t).map((f) => `${f.category} ${f.severity}`)).toContain(`${category} block`);
  });

  it.each([
    'Bright 2BR/1BA, $1,900 a month, unit 1A, 3-bedroom layout, 55 steps to the beach.',
    'Bui1t in 1991, fami1y room and master suite, no pets, no smoking.',
  ])('leaves alone %s', (t) => {
    expect(checkFairHousingRules(t)).toEqual([]);
  });
});
