import { describe, expect, it } from 'vitest';
import { classPerson, saidOf } from './class-person';
import { startWords } from './match-starts';
import { ALL_CLASSES } from './types';

describe('classPerson', () => {
  // A rule that begins with the person slot is tried only where one of its words stands (match-starts.ts);
  // a slot with no start words makes every such rule scan the whole text (race's did, through a
  // look-behind beginning "sounds"/"looks": five times the cost of all the other rules together).
  it.each(ALL_CLASSES)('begins with known words for %s', (category) => {
    expect(startWords(new RegExp(classPerson(category), 'g'))?.length).toBeGreaterThan(10);
  });
});

describe('saidOf', () => {
  const behind = '\\b(?:tenants|applicants) (?:with|in) [a-z]+ [^|]{0,20}?';
  const rest = '\\b(?:will|are) (?:be )?(?:declined|moved to)\\b';
  const plain = new RegExp(`(?<=${behind})${rest}`, 'g');
  const gated = new RegExp(saidOf(behind, rest), 'g');
  it.each([
    'tenants with wheelchairs will be declined',
    'applicants in recovery are moved to the annex | tenants with kids will be declined',
    'applicants will be declined',
    'tenants with dogs and cats | will be declined',
    'the tenants with vouchers, as always, will be moved to unit 4',
  ])('matches what the look-behind alone matches: %s', (text) => {
    const at = (re: RegExp) => [...text.matchAll(re)].map((m) => [m.index, m[0]]);
    expect(at(gated)).toEqual(at(plain));
  });
  it('still needs the person behind', () => {
    expect('late applications will be declined'.match(gated)).toBeNull();
    expect('tenants with pets will be declined'.match(gated)?.[0]).toBe('will be declined');
  });
});
