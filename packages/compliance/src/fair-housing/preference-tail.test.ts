import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §109.20(a), §100.70(c), §100.75(c)(3): who lives there, and a wish that it stay so.
describe('people described, with a wish that they stay (preference-tail.ts, patterns.ts)', () => {
  it.each([
    ['Mostly young families here.', 'familial_status warn'],
    ['Lots of young families on the street.', 'familial_status warn'],
    ['Young families all around.', 'familial_status warn'],
  ])('warns on the description %s', (text, finding) => {
    expect(found(text)).toContain(finding);
  });

  it.each([
    [
      'Neighbors are mostly retirees and churchgoing folks, and we like it that way.',
      'familial_status block',
    ],
    ['Mostly retirees on this block. We like it that way.', 'familial_status block'],
    ['The street is mostly young professionals and we want to keep it that way.', 'familial_status block'],
    ['Young families all around, you will fit right in.', 'familial_status block'],
    ["A Korean neighborhood, you'll feel right at home.", 'national_origin block'],
  ])('blocks %s', (text, finding) => {
    expect(found(text)).toContain(finding);
  });

  it.each([
    'Quiet street, and we like it that way.',
    "Quiet neighbors, you'll feel right at home.",
    'Make yourself at home in the sunroom.',
    'The kitchen is mostly white.',
    'Lots of kids activities at the rec center.',
    'Plenty of parking and lots of storage; trees all around.',
    'Mostly retirees here, HOPA-qualified 55+ community, and we like it that way.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('lifts only a description the wish follows within a sentence', () => {
    expect(found('Mostly retirees on this block. The park is close. We like it that way.')).toEqual([
      'familial_status warn',
    ]);
  });
});
