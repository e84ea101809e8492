import { describe, expect, it } from 'vitest';
import { friendlyAmenity } from './amenity-friendly';
import { checkFairHousingRules } from './engine';

// HUD 1995 memo: describing the property is lawful; describing who it suits is a familial-status warning.
describe('"… friendly" before an amenity (amenity-friendly.ts)', () => {
  it.each([
    'Family-friendly splash pad and playground.',
    'Kid-friendly layout with a big yard.',
    'Family-friendly pool and park nearby.',
    'Great kid friendly open layout.',
  ])('leaves alone %s', (text) => {
    expect(checkFairHousingRules(text)).toEqual([]);
  });

  it.each(['Family friendly!', 'Family-friendly neighborhood.', 'Kid-friendly building near schools.'])(
    'still warns on %s',
    (text) => {
      expect(checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`)).toContain(
        'familial_status warn',
      );
    },
  );

  it('needs a "friendly" phrase and no people word before the amenity', () => {
    expect(friendlyAmenity('family friendly', ' pool and park')).toBe(true);
    expect(friendlyAmenity('family friendly', ' tenants pool')).toBe(false);
    expect(friendlyAmenity('empty nesters', ' pool')).toBe(false);
  });
});
