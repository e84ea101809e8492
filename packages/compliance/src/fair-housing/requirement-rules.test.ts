import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const rules = (text: string) => checkFairHousingRules(text, { state: 'NY' }).map((f) => [f.rule, f.severity]);

describe('requirement rules: a class attribute made a condition', () => {
  it('reads "X required / a must / mandatory" and "must have X" for each class attribute', () => {
    expect(rules('US citizenship required.')).toEqual([['required-citizenship/national_origin', 'block']]);
    expect(rules('Good physical health mandatory for all occupants.')).toEqual([
      ['required-health/handicap', 'block'],
    ]);
    expect(rules('Must have good health.')).toEqual([['required-health/handicap', 'block']]);
    expect(rules('Marriage certificate required.')).toEqual([['required-marriage/marital_status', 'block']]);
    expect(rules('Pastor reference a must.')).toEqual([['required-faith/religion', 'block']]);
    expect(rules('W2 income required.')).toEqual([['required-wages/source_of_income', 'block']]);
  });

  it('leaves conditions that apply to everyone, and papers, to other rules', () => {
    expect(rules('Renters insurance a must.')).toEqual([]);
    expect(rules('Good credit and proof of income required.')).toEqual([]);
    expect(rules('Health club membership required.')).toEqual([]);
    expect(rules('Proof of citizenship required.')).toEqual([['citizenship/national_origin', 'warn']]);
  });
});

describe('requirement rules: "must be" with the attribute as an adjective', () => {
  it('reads fluency and birthplace said after "must be"', () => {
    expect(rules('Occupants need to be proficient in Spanish.')).toEqual([
      ['must-be-fluent/national_origin', 'block'],
    ]);
    expect(rules('Lessee has to be born in this country.')).toEqual([
      ['must-be-born/national_origin', 'block'],
    ]);
  });

  it('leaves fluency in a tool or a thing born alone', () => {
    expect(rules('Must be fluent in spreadsheets.')).toEqual([]);
    expect(rules('Garden must be reborn each spring.')).toEqual([]);
  });
});
