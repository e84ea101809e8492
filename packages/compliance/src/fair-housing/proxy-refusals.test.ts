import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wordings of each shape (not review-43's sentences), and the look-alikes each leaves alone.
describe('a class refused through what stands for it (proxy-refusals.ts)', () => {
  warmUp();

  it.each<[string, string, string?]>([
    ['We do not sign Section 8 contracts, sorry.', 'program-paperwork-refused/source_of_income block', 'NY'],
    [
      'Owner refuses to schedule housing authority inspections.',
      'program-paperwork-refused/source_of_income block',
      'CA',
    ],
    ["Won't deal with any voucher paperwork.", 'program-paperwork-refused/source_of_income warn', 'TX'],
    ['Two 911 calls in a year will lead to termination of your lease.', 'calls-for-help-evicted/sex block'],
    ['Lease termination after three police visits, no exceptions.', 'calls-for-help-evicted/sex block'],
    [
      'Strong-smelling ethnic food is not allowed in the shared kitchen.',
      'customs-banned/national_origin block',
    ],
    ['Phone calls in foreign languages are prohibited in the lobby.', 'customs-banned/national_origin block'],
    ['Speaking Spanish by the pool is not tolerated.', 'customs-banned/national_origin block'],
    ['The association will fight any halfway house on this block.', 'group-home-opposed/handicap block'],
    [
      'Your kids are loud, so keep them out of the courtyard after dinner.',
      'children-kept-in/familial_status block',
    ],
    [
      'Door decorations are prohibited, even crosses, and staff will take down any left up.',
      'religious-items-removed/religion block',
    ],
    ['We prefer the husband’s name on the lease.', 'male-name-required/sex block'],
    ['Rent must come from employment only.', 'employment-income-only/source_of_income warn', 'TX'],
    [
      'Your license must match how you look in person.',
      'id-must-match-presentation/gender_identity block',
      'CA',
    ],
    [
      'The nativity scene must come down by Friday or we will remove it.',
      'religious-items-removed/religion block',
    ],
  ])('%s finds %s', (text, finding, state) => {
    expect(findingsOf(text, state)).toContain(finding);
  });

  it.each([
    "We'll happily fill out the Section 8 inspection paperwork.",
    'The owner completes HAP contracts within a week.',
    'Call 911 in an emergency; the police station is two blocks away.',
    'Lease termination requires 30 days written notice.',
    'Music must be kept low after 10 pm.',
    'Grilling on balconies is prohibited by the fire code.',
    'Leases are available in Spanish, Vietnamese and Chinese.',
    'Ethnic restaurants line the avenue, from Ethiopian to Thai.',
    'A group home opened down the street last year, and the neighbors helped paint it.',
    'Please keep the pool gate closed at all times.',
    'A mezuzah is already on the front door frame.',
    'Both names go on the lease.',
    'Income from any lawful source counts, including vouchers.',
    'Your ID must match the name on the application.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

describe("children's hours cut, and marriage asked or split (proxy-refusals.ts)", () => {
  it.each<[string, string, string?]>([
    ['Kids under 16 can use the gym only between 4 and 6 pm.', 'children-hours-cut/familial_status block'],
    [
      'Is she your wife or your girlfriend? We ask every couple.',
      'marriage-asked-or-split/marital_status block',
      'CA',
    ],
    [
      "Since you're not married, each of you will need your own application.",
      'marriage-asked-or-split/marital_status block',
      'MN',
    ],
  ])('%s finds %s', (text, finding, state) => {
    expect(findingsOf(text, state)).toContain(finding);
  });
  it.each([
    'Children under 14 must be accompanied by an adult at the pool.',
    'The gym is open from 6 am to 10 pm for all residents.',
    'Each adult on the lease completes an application.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
