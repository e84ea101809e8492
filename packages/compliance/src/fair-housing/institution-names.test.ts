import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { inInstitutionName } from './institution-names';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// HUD 1995 memo: a landmark may be named; a class word inside its name is no description of people.
describe('class words inside an institution name (institution-names.ts)', () => {
  it('reads the word after "<institution> of (the)"', () => {
    const words = 'near the institute of jewish studies'.split(' ');
    expect(inInstitutionName((i) => words[i], 4)).toBe(true);
    const people = 'tenants of jewish faith'.split(' ');
    expect(inInstitutionName((i) => people[i], 2)).toBe(false);
  });
  it.each([
    'Two blocks from the Center for Asian Art and the Society of Irish Music hall.',
    'Walk to the Museum of Chinese American History and the riverfront.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
  it('still reads people of a class', () => {
    expect(found('Applicants of Irish descent preferred.')).toContain('national_origin block');
  });
});
