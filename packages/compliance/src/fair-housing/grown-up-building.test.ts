import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';
import { outcomeFor, warmUp } from './testing/family-cases';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// A description of who the home suits warns; an explicit exclusion blocks (42 U.S.C. §3604(c)).
describe('a home described as grown-up (grown-up-building.ts)', () => {
  it.each([
    'More of a grown-up building.',
    "It's a grown-up complex.",
    'A grown-up, quiet building near the park.',
    'Very grown-up vibe in the building.',
    'Adult-oriented community with a pool.',
    'Grown-up living at its best.',
  ])('warns on %s', (text) => {
    expect(found(text)).toEqual(['familial_status warn']);
  });

  it.each([
    'Households with minors will not be considered.',
    'No one under 18 may reside in the unit.',
    'Grown-ups only building.',
    'Works best for people without kids.',
    'Better suited to folks without little ones.',
  ])('blocks the exclusion in %s', (text) => {
    expect(found(text)).toContain('familial_status block');
  });

  it.each(['Grown-up finishes: quartz, brass and walnut.', 'A grown-up palette of greys and navy.'])(
    'leaves alone %s',
    (text) => {
      expect(found(text)).toEqual([]);
    },
  );
});

// "adult" alone before a word for the home's character (grown-up-building.ts).
describe('an adult feel or vibe (grown-up-building.ts)', () => {
  warmUp();

  it.each([
    'Calm, adult vibe throughout the building.',
    'There is an adult atmosphere to the whole property.',
  ])('warns on %s', (text) => {
    expect(outcomeFor(text)).toBe('warn');
  });

  it.each(['Adult swim hours are posted at the pool.', 'Adult education center two blocks away.'])(
    'leaves alone %s',
    (text) => {
      expect(outcomeFor(text)).toBe('ok');
    },
  );
});
