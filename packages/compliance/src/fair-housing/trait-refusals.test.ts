import { describe, expect, it } from 'vitest';
import { findingsOf, warmUp } from './testing/family-cases';

// Wordings of our own: a refusal, a person marked by dress or an aid; and the same words lawfully.
describe('refusals of people marked by dress or an aid (trait-refusals.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['Honestly we would rather not lease to anybody who wears a hijab.', 'trait-refused/religion block'],
    ['The owner steers clear of renters in yarmulkes.', 'trait-refused/religion block'],
    ['We won’t be renting to women who wear niqabs.', 'trait-refused/religion block'],
    ['The owner would rather not rent to someone using a walker.', 'trait-refused/handicap block'],
    ['Quiet building, no one in a turban, owner’s call.', 'trait-refused/religion block'],
  ])('%s → %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'We never turn away anyone who wears a hijab, and we never will.',
    'Guests in wheelchairs can use the ramp by the lobby.',
    'Nobody who wears a turban has ever been refused here.',
    'The unit has a closet with hooks for hats and head scarves.',
  ])('leaves alone: %s', (text) => {
    expect(findingsOf(text).filter((r) => r.startsWith('trait-refused'))).toEqual([]);
  });
});

describe('the person first, then the refusal (trait-refusals.ts)', () => {
  it('blocks "tenants who wear turbans … never again"', () => {
    expect(findingsOf('We rented to tenants who wear turbans last year, never again.')).toContain(
      'trait-refused/religion block',
    );
  });
  it('leaves a welcome back alone', () => {
    expect(findingsOf('Tenants who wear turbans were lovely; we would rent to them again.')).toEqual([]);
  });
});
