import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// Sex by quid pro quo, conditions on women alone, past "experience", residents of one sex (sex-by-condition.ts).
describe('sex carried without a class word', () => {
  it.each([
    "We can forget the late fee if you swing by after eleven, by yourself, and don't tell anyone.",
    'Single women renting on their own will need to name their father as a guarantor.',
    'Honestly, the landlord has had a rough experience with single mothers, so I would look elsewhere.',
    'Whole duplex for rent, the other two tenants are women, so we are hoping for another female.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('sex block');
  });

  it.each([
    'Fair warning: the third floor is pretty much all guys these days.',
    'Log cabin by the lake with a smoker and a garage, a true mans getaway.',
  ])('warns %s', (text) => {
    expect(found(text)).toContain('sex warn');
  });

  it.each([
    'If rent is late we can work something out; come by the office tomorrow at ten.',
    'Every applicant lists one emergency contact.',
    'Room in my house, I live here and we share the kitchen; looking for another female.',
    'We are looking for another tenant for the garden unit.',
    'All units have in-unit laundry.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
