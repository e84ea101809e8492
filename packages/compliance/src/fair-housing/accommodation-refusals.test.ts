import { describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

const found = (text: string) => checkFairHousing(text).map((f) => `${f.category} ${f.severity}`);

// 42 U.S.C. §3604(f)(3)(A)-(B); 24 CFR §100.203-100.204; HUD FHEO-2020-01; HUD/DOJ 2004.
describe('accommodations and modifications refused (accommodation-refusals.ts)', () => {
  it.each([
    'Your therapy dog will need to be rehomed before move-in, note or no note.',
    'Comfort animals are treated as pets under this lease.',
    'No animals of any kind, this includes so-called service dogs.',
    'All animals, even assistance animals, must pay the $300 pet deposit.',
    'Sorry, we do not reserve spots for a tenant’s scooter.',
    'Management will not let residents install grab bars in the units.',
    'Ramps are prohibited on the front walk.',
    'Support animals are included in the one-pet limit and pay pet rent.',
    'Comfort dogs count against the two animal max.',
    'Spaces are unassigned, so we won’t reserve an accessible space for you.',
    'Your support cat counts as one of the three pets allowed.',
    'We handle therapy dogs the same as any other pets here.',
    'Our policy is no exceptions, we can’t give her a reserved spot by the lobby.',
    'Garage spaces are assigned by lottery, so we can’t hold a closer space for him.',
    'Your therapy cat is fine, but it counts toward the one-pet limit.',
    'We won’t bend the pet ban for your emotional support dog.',
    'Rules are rules: no exceptions on the parking lottery, not even for a wheelchair.',
    'Sorry, we can’t save you a spot near the elevator for him, same rules for everyone.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('handicap block');
  });

  it.each([
    'Assistance animals are not pets and never pay a pet deposit.',
    'Emotional support animals welcome; pets are not allowed.',
    'No pets, except service and support animals.',
    'We can’t wait to show you the new ramp and grab bars.',
    'Parking spots go by seniority; accessible spaces are held for residents who need them.',
    'Parking is first come, first served for everyone.',
    'Assistance animals do not count toward the pet limit.',
    'No exceptions to quiet hours after 10pm.',
    'We don’t assign parking; ask the office if you need a reserved spot near the entrance.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
