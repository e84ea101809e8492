import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Religion by gathering fees, shared values, Arabic, a race question and French (religion-by-practice.ts).
describe('religion and race carried without a class word', () => {
  it.each([
    ['Eid dinners in the party room need a $200 cleaning fee; other events do not.', 'religion block'],
    ['The landlords are Mennonite and would prefer a tenant who shares their values.', 'religion block'],
    ['الغرفة غير متاحة لغير المسيحيين.', 'religion block'],
    ['Una pregunta: usted no es latino, ¿cierto?', 'race block'],
    ["Quick question before the tour: you're not Hispanic, are you?", 'race block'],
  ])('flags %s', (text, want) => {
    expect(found(text)).toContain(want);
  });

  it('warns on who a place suits by faith, in French', () => {
    expect(found("L'appartement convient à des familles musulmanes, la mosquée est proche.")).toContain(
      'religion warn',
    );
  });

  it.each([
    'Clubhouse parties require a $150 deposit for everyone.',
    'Usted no es fumador, ¿verdad?',
    "We'd prefer a tenant who shares our love of gardening.",
    'Le studio convient à des étudiants, le métro est à deux pas.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
