import { describe, expect, it } from 'vitest';
import { joinNumbers } from './joined-numbers';
import { tokenize } from './tokenize';

// Issue 26: numbers written as words, or with spaces between digit groups, read as one number.
const numbers = (text: string) =>
  joinNumbers(text, tokenize(text))
    .filter((t) => t.kind === 'num')
    .map((t) => `${t.raw}=${t.value}`);

describe('joined numbers', () => {
  it('joins spelled hundreds and thousands', () => {
    expect(numbers('nearly nineteen hundred square feet')).toEqual(['nineteen hundred=1900']);
    expect(numbers('about thirty-two hundred sq ft')).toEqual(['thirty-two hundred=3200']);
    expect(numbers('offered at six hundred twenty-five thousand dollars')).toEqual([
      'six hundred twenty-five thousand=625000',
    ]);
    expect(numbers('two hundred and forty feet of frontage')).toEqual(['two hundred and forty=240']);
  });

  it('leaves single number words and plain counts as they were', () => {
    expect(numbers('three beds and two baths')).toEqual(['three=3', 'two=2']);
    expect(numbers('forty acres')).toEqual([]);
    expect(numbers('a hundred reasons')).toEqual([]);
  });

  it('joins digit groups split by a space before a unit or a currency, or by a no-break space', () => {
    expect(numbers('environ 1 850 m² de terrain')).toEqual(['1 850=1850']);
    expect(numbers('loyer 1 975 $ par mois')).toEqual(['1 975=1975']);
    expect(numbers('prix 1\u00a0250\u00a0000')).toEqual(['1\u00a0250\u00a0000=1250000']);
  });

  it('keeps numbers apart that a space separates without a unit', () => {
    expect(numbers('units 3 400 and 5')).toEqual(['3=3', '400=400', '5=5']);
  });
});

describe('spoken decimals of millions', () => {
  it('reads the digits after "point" before a million', () => {
    expect(numbers('asking three point two five million')).toEqual(['three point two five million=3250000']);
    expect(numbers('one point oh five billion in sales')).toEqual(['one point oh five billion=1050000000']);
  });

  it('leaves a "point" without a scale word alone', () => {
    expect(numbers('two point five baths')).toEqual(['two=2', 'five=5']);
  });
});
