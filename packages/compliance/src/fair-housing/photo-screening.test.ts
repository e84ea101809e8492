import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(a), (c); 24 CFR §100.75(c)(3): choosing applicants by how they look in a photo.
describe('screening by a photo (photo-screening.ts)', () => {
  it.each([
    ['Assistant: sort the callers by their profile pictures before you book anyone.', 'race block'],
    ['We vet applicants off their Facebook photos first.', 'race block'],
    ['Owner decides on tenants based on the license photo.', 'race block'],
    ['Please text a selfie with your inquiry so we know who we are meeting.', 'race warn'],
  ])('flags %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'Bring a photo ID to the showing; we check it against the application.',
    'Judge the place by the photos: 30 pictures of every room in the gallery.',
    'We screen applicants by credit, income and rental history only.',
    'Send us photos of the damage so maintenance can plan the repair.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
