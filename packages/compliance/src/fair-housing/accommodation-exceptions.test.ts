import { describe, expect, it } from 'vitest';
import { findingsOf, warmUp } from './testing/family-cases';

// Wordings of our own; and rules for everyone, relaxed rules and an aide's parking, which stay clean.
describe('accommodations refused in advance (accommodation-exceptions.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      'The two-pet limit is firm; exceptions will not be made, even for residents with disabilities.',
      'no-exception-for-disability/handicap block',
    ],
    [
      'Residents with a disability included, no exceptions to the stairs-only move-in rule.',
      'no-exception-for-disability/handicap block',
    ],
    [
      'We cannot grant exceptions to the lottery, not even for wheelchair users.',
      'no-exception-for-disability/handicap block',
    ],
    ['Sorry, an overnight nurse may not live in the unit.', 'aide-may-not-live/handicap block'],
    ['Personal care attendants are not permitted to move in.', 'aide-may-not-live/handicap block'],
  ])('%s → %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'No exceptions to quiet hours, even on weekends.',
    'Late fees apply after the 5th, no exceptions.',
    'Caregivers cannot park in resident spots; use the visitor lot.',
    'A live-in aide can be added to the lease at no extra charge.',
  ])('leaves alone: %s', (text) => {
    expect(findingsOf(text).filter((r) => /no-exception|aide-may-not/.test(r))).toEqual([]);
  });
});

describe('a sex required to match a birth certificate, said of the lease (gender-identity-reach.ts)', () => {
  const inWashington = (text: string) => findingsOf(text, 'WA');
  it.each([
    'The gender listed on your birth certificate has to be used on the application.',
    'Leases only use the sex on the birth certificate.',
  ])('%s', (text) => {
    expect(inWashington(text)).toContain('sex-matches-birth-certificate/gender_identity block');
  });
  it('leaves the name a tenant goes by alone', () => {
    expect(inWashington('Use the name you go by; a birth certificate is not needed.')).toEqual([]);
  });
});

describe('a request ordered refused, and independence as who the home suits', () => {
  it.each<[string, string]>([
    ['Reject her ESA letter and tell her the no-pets rule stands.', 'request-refused/handicap block'],
    ['Decline the ramp request for the side entrance.', 'request-refused/handicap block'],
    ['Ideal for independent seniors.', 'independent-living/handicap warn'],
    ['Best for a renter who does not need any help with daily living.', 'independent-living/handicap warn'],
  ])('%s → %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });
  it.each([
    'Never deny the ramp request without talking to me.',
    'Process the parking request by Friday.',
    'Independent living community with optional meal plans.',
  ])('leaves alone: %s', (text) => {
    expect(findingsOf(text).filter((r) => /request-refused|independent-living/.test(r))).toEqual([]);
  });
});

describe('an aide burdened, and an accommodation refused whatever the proof', () => {
  warmUp();
  it.each<[string, string]>([
    ['Your home health aide has to pass our credit screen before moving in.', 'aide-burdened/handicap block'],
    ['A full-time caregiver adds $150 per month to the rent.', 'aide-burdened/handicap block'],
    [
      'Parking is first come, first served, medical reason or not.',
      'accommodation-refused-anyway/handicap block',
    ],
    [
      'You have a handicap placard, but we do not assign spaces.',
      'accommodation-refused-anyway/handicap block',
    ],
    [
      'Your SSI arrives on the 3rd; late fees start on the 2nd, no exceptions.',
      'accommodation-refused-anyway/handicap block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });
  it.each([
    'A live-in aide is not counted as an occupant and pays no rent.',
    'Tenants with a placard can request a reserved space at the office.',
    'If your SSDI arrives on the 3rd, we can move your due date to the 5th.',
  ])('leaves alone %s', (text) => {
    expect(findingsOf(text)).toEqual([]);
  });
});
