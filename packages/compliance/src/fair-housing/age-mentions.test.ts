import { describe, expect, it } from 'vitest';
import { ageMentions } from './age-mentions';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';
import { correctWord } from './lexicon';
import { tokenise } from './normalise';

const ages = (text: string) =>
  ageMentions(tokenise(text, correctWord)).map((h) => [h.term.form, h.term.hopa]);

describe('people named by an age after them', () => {
  it('reads older and younger people, the HOPA ages apart', () => {
    expect(ages('Folks over 60 would be better off elsewhere')).toEqual([['older people', false]]);
    expect(ages('renters under the age of 30')).toEqual([['younger people', false]]);
    expect(ages('anyone older than 45')).toEqual([['older people', false]]);
    expect(ages('residents over 55')).toEqual([['older persons', true]]);
  });

  it('names no class for adulthood or a thing measured in years', () => {
    expect(ages('tenants over 18')).toEqual([]);
    expect(ages('applicants over 21')).toEqual([]);
    expect(ages('the owners over 30 years')).toEqual([]);
    expect(ages('roof under 10 years old')).toEqual([]);
  });
  it('reads an age after a verb of being said of a person, not of a commute', () => {
    expect(ages('Anyone who is under 30 need not apply')).toEqual([['younger people', false]]);
    expect(ages('Are you over 60?')).toEqual([['older people', false]]);
    expect(ages('Tenants cannot be over 45')).toEqual([['older people', false]]);
    expect(ages('The commute is under 30 minutes')).toEqual([]);
    expect(ages('Price is under 30 dollars a foot')).toEqual([]);
  });
  it('reads an age with its direction after it ("30 and under", "65 or older"), not adulthood', () => {
    expect(ages('renters 35 and under only')).toEqual([['younger people', false]]);
    expect(ages('tenants 65 or older')).toEqual([['older people', false]]);
    expect(ages('residents 55 and over')).toEqual([['older persons', true]]);
    expect(ages('tenants 18 and over')).toEqual([]);
  });
});

// fh32: an age band names the young when it ends by 40, the old when it starts at 50; a wide band no one.
describe('age bands (age-mentions.ts)', () => {
  const outcome = (text: string) => outcomeOf(checkFairHousingRules(text, { state: 'CT' }));
  it.each([
    'Tenants aged 25-35 preferred.',
    'Seeking renters between 22 and 35.',
    'Looking for tenants ages 60 to 75 only.',
  ])('blocks in CT %s', (text) => {
    expect(outcome(text)).toBe('block');
  });
  it.each([
    'Tenants aged 18 to 99 welcome.',
    'Units 21 to 30 are on the second floor.',
    'Kids aged 5 to 12 love the playground.',
    'Pets must be under 40 lbs.',
  ])('leaves alone %s', (text) => {
    expect(outcome(text)).toBe('ok');
  });
});
