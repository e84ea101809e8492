import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from '../engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(c) in Polish (lang-pl.ts through language-rules.ts).
describe('Polish limitations and refusals (lang-pl.ts)', () => {
  it.each([
    ['Nie wynajmujemy obcokrajowcom, dziękujemy.', 'national_origin block'],
    ['Pokój wyłącznie dla katolików, blisko centrum.', 'religion block'],
    ['Kawalerka do wynajęcia, Ukraińcy prosimy nie dzwonić.', 'national_origin block'],
    ['Mieszkanie bez dzieci, od zaraz.', 'familial_status block'],
    // Age is a state class: a warning where no state is given.
    ['Mieszkanie tylko dla osób poniżej 40 lat.', 'age warn'],
  ])('blocks %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'Polish deli downstairs and a bakery on the corner.',
    'Sprzedam mieszkanie, blisko kościoła, polski sklep obok.',
    'Mieszkanie tylko 5 minut od metra, bez zwierząt.',
    'Mieszkanie do 40 m2, tylko 5 minut od parku.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
