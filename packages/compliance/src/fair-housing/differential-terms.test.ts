import { describe, expect, it } from 'vitest';
import { DIFFERENTIAL_TERM_RULES } from './differential-terms';
import { checkFairHousingRules } from './engine';

const rules = (text: string) => checkFairHousingRules(text).map((f) => `${f.rule} ${f.severity}`);

describe('different terms by a perceived trait (differential-terms.ts)', () => {
  it.each([
    [
      'Callers with an accent hear the list is closed; others get an application.',
      'trait-terms/national_origin',
    ],
    ['If a caller sounds Haitian, tack on a $200 fee.', 'trait-terms/national_origin'],
    [
      'Anyone who sounds Hispanic on the intake line is quoted a $300 deposit; all other callers pay $150.',
      'trait-terms/race',
    ],
    [
      'Prospects with a thick accent get the standard rate, everybody else gets the move-in special.',
      'trait-terms/national_origin',
    ],
    [
      'Callers with broken English must put down a bigger deposit before a showing.',
      'trait-terms/national_origin',
    ],
  ])('blocks %s', (text, rule) => {
    expect(rules(text)).toContain(`${rule} block`);
  });

  // Skin-tone words are class words too, so the engine keeps the class word's finding where both
  // cover one stretch; the rule itself is read here on normalised text.
  it.each([
    'lighter skinned applicants skip the credit check | everyone else waits two weeks for approval',
    'darker skinned renters have to submit three additional references',
  ])('reads skin tone with different terms: %s', (text) => {
    const color = DIFFERENTIAL_TERM_RULES.find((r) => r.category === 'color')!;
    expect(text.match(new RegExp(color.re.source))?.[0]).toMatch(/skinned/);
  });

  it.each([
    'The accent wall is navy; everyone else on the block has gray walls and the same rent.',
    'A fair-weather porch, and every caller hears the same rate and the same wait list.',
    'Anyone with a heavy accent is welcome; interpreters are free on request.',
    'Our callers all get the same references checklist, whatever they sound like.',
  ])('leaves alone %s', (text) => {
    expect(rules(text).filter((r) => r.startsWith('trait-terms'))).toEqual([]);
  });
});
