import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording (not the review sets' sentences), and look-alikes that stay ok.
describe('who the home suits by orientation or gender identity, any person noun (suits-by-identity.ts)', () => {
  warmUp();

  it.each<[string, string, string]>([
    ['Lovely studio, ideal for a transgender musician.', 'WA', 'suits-identity-person/gender_identity warn'],
    ['Sunny loft, perfect for a lesbian painter.', 'CA', 'suits-identity-person/sexual_orientation warn'],
    ['Cozy 1BR, just the place for a bisexual nurse.', 'NY', 'suits-identity-person/sexual_orientation warn'],
  ])('%s (%s) finds %s', (text, state, finding) => {
    expect(findingsOf(text, state)).toContain(finding);
  });

  it.each([
    'Great for a Pride brunch on the roof deck.',
    'Ideal for a gay-friendly crowd, near the bars.',
    'Just the spot for a summer barbecue.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text, 'NY')).not.toBe('block');
    expect(findingsOf(text, 'NY').filter((f) => f.startsWith('suits-identity-person'))).toEqual([]);
  });
});
