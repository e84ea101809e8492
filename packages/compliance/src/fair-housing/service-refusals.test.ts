import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not the review sets' sentences), and look-alikes that stay ok.
describe('a showing, tour or application withheld from a class (service-refusals.ts)', () => {
  warmUp();

  it.each<[string, string | undefined, string]>([
    [
      'Our team does not book viewings for callers who need an interpreter.',
      undefined,
      'step-withheld-from-class/national_origin block',
    ],
    [
      'We no longer give tours to households with toddlers.',
      undefined,
      'step-withheld-from-class/familial_status block',
    ],
    [
      'We do not arrange walkthroughs for anyone using a walker.',
      undefined,
      'step-withheld-from-class/handicap block',
    ],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(findingsOf(text, state)).toContain(finding);
  });

  it.each([
    'We do not book viewings for anyone after 7pm.',
    'No tours for groups of more than five people.',
    'An interpreter can join any showing at no charge.',
    'We never schedule showings for buyers without a pre-approval letter.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});
