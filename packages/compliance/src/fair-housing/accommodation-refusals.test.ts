import { describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

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

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('accommodation policies refused, read through the engine (accommodation-refusals.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      "Spots are unassigned, we won't save a space by the entrance for his arthritis.",
      'accommodation-policy-refused/handicap block',
    ],
    // fh36: the policy given in the next sentence.
    [
      'We cannot hold an accessible space by the door for him. Our policy is no assigned parking.',
      'accommodation-policy-refused/handicap block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    "Parking is first come first served, so we can't hold a spot near the door for your car.",
    'The lot has 4 accessible spaces. Parking is first come, first served.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

// fh32: a modification refused to "you", an accommodation refused "even with a doctor's note", and a
// pet policy's size, weight or breed limit put on an assistance animal (FHEO-2020-01).
describe('modifications, notes and assistance-animal limits (accommodation-refusals.ts)', () => {
  const check = (text: string) => outcomeOf(checkFairHousingRules(text));
  it.each([
    'Tenants may not install grab bars or a ramp.',
    'We can’t waive the pet fee even with an ESA letter.',
    "We won't make an exception to the no-pet rule, even with a letter from your therapist.",
    'Emotional support animals are subject to our breed restrictions.',
    'ESAs must weigh less than 25 pounds.',
  ])('blocks %s', (text) => {
    expect(check(text)).toBe('block');
  });
  it.each([
    "We can't pay for a ramp, but you may install one at your own expense.",
    "We can't hold the unit without a deposit.",
    "A doctor's note is not required for parking requests.",
    'Pets must be under 40 lbs; service animals are exempt from weight limits.',
    "Dogs must be under 40 lbs and can't be pit bulls; assistance animals are not pets.",
  ])('leaves alone %s', (text) => {
    expect(check(text)).toBe('ok');
  });
});

// Helper fh31's probes (none from a corpus): a modification refused "even at your expense", an
// accommodation said not to be on offer, breed/weight/size limits said to reach assistance animals.
describe('accommodations not on offer and limits on assistance animals (accommodation-refusals.ts)', () => {
  it.each([
    'We will not allow a ramp.',
    'Grab bars are not something we can offer.',
    'No ramps, even if the tenant pays.',
    'Service animals are subject to the pet weight limit.',
    'The 30 lb limit applies to emotional support animals too.',
    'An accessible parking spot is not an option at this building.',
    "Live-in aides aren't something the board will approve.",
    'ESAs must meet our breed restrictions.',
    'Our weight limit applies to service dogs as well.',
    'Installing grab bars, even if you pay for it, is not allowed.',
    'Pet size limits: 40 lbs max, including support animals.',
  ])('blocks %s', (text) => {
    expect(found(text)).toContain('handicap block');
  });

  it.each([
    'Breed and weight limits apply to pets only; service animals are exempt.',
    'Service animals are not subject to breed or weight limits.',
    'A reserved space near the door is something we can offer on request.',
    "We'll install a ramp at our expense.",
    'Tenants may add grab bars at their own expense; just let us know.',
    'Reasonable accommodations are offered; ask the office.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('modifications refused in a list, and assistance animals refused in Spanish', () => {
  it('blocks a list of modifications "not permitted" and a pet ban said to include support animals', () => {
    expect(found('Ramps, handrails or any other alterations are prohibited.')).toContain('handicap block');
    expect(found('Prohibido tener perros, incluso animales de servicio.')).toContain('handicap block');
  });
  it('leaves alone modifications approved and an exception for service animals in Spanish', () => {
    expect(found('Ramps and grab bars are approved within a week of the request.')).toEqual([]);
    expect(found('No se permiten mascotas, excepto animales de servicio.')).toEqual([]);
  });
});
