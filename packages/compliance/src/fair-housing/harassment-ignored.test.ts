import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (text: string) => checkFairHousing(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §100.7(a)(1)(iii), §100.600(a)(2): a provider must act on harassment it knows of.
describe('harassment complaints the landlord will not act on (harassment-ignored.ts)', () => {
  it.each([
    ['Reports of racial slurs between neighbors are a private matter.', 'race block'],
    ["Complaints about the maintenance man's sexual jokes will not be investigated.", 'sex block'],
    ['Any grievance about antisemitic graffiti must be worked out between the tenants.', 'religion block'],
    ['Concerns regarding harassment by the night porter are not management’s responsibility.', 'sex block'],
    [
      'Allegations of homophobic remarks by staff will not be addressed by the office.',
      'sexual_orientation block',
    ],
  ])('blocks %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'Complaints about noise are handled between neighbors first.',
    'Harassment complaints are investigated within 48 hours.',
    'Complaints about harassment will be taken seriously and investigated.',
    'Parking complaints are a private matter between the two unit owners.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
