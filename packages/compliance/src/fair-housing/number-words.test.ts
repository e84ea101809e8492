import { describe, expect, it } from 'vitest';
import { NUMBER, numberValue } from './number-words';

describe('numbers in digits or words', () => {
  it('reads digits, words, tens and units, and words with digits in brackets', () => {
    expect(['2', 'two', 'eighteen', 'twenty one', 'sixty two | 62 |', '21'].map(numberValue)).toEqual([
      2, 2, 18, 21, 62, 21,
    ]);
    expect(numberValue('many')).toBeNaN();
    const whole = new RegExp(`^${NUMBER}$`);
    expect(['seventeen', 'forty five', 'nine | 9 |', '99'].every((w) => whole.test(w))).toBe(true);
    expect(whole.test('hundred')).toBe(false);
  });
});
