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
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
