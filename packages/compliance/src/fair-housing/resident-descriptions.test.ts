import { describe, expect, it } from 'vitest';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('who lives there, by make-up before adjectives or by age (resident-descriptions.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    ['Quiet, historically Jewish, tree-lined neighborhood.', 'makeup-before-adjectives/religion block'],
    ['A predominantly Mexican, working-class district.', 'makeup-before-adjectives/national_origin block'],
    ['Most of the owners here are in their eighties.', 'residents-ages/age warn'],
    ['Half of the residents are over 70.', 'residents-ages/age warn'],
    ['A solidly Irish, blue-collar block.', 'makeup-before-adjectives/national_origin block'],
    ['Most residents here are in their seventies.', 'residents-ages/age warn'],
    [
      'An overwhelmingly Catholic, family-oriented parish neighborhood.',
      'makeup-before-adjectives/religion block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each([
    'Traditionally styled, white shaker kitchen in a walkable neighborhood.',
    'A historically significant, walkable district.',
    'Most of the units are over 900 square feet.',
    'Half the tenants are under 30 minutes from downtown.',
    'A largely Italian, family-run neighborhood bakery on the corner.',
  ])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });

  // Age is a New York class, and who lives there warns (jurisdictions.ts).
  it.each([['Most of the tenants are in their twenties.', 'NY', 'warn']])(
    '%s in %s → %s',
    (text, state, expected) => {
      expect(outcomeFor(text, state)).toBe(expected);
    },
  );
});
