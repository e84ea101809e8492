import { describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';
import { findingsOf, outcomeFor, warmUp } from './testing/family-cases';

const rules = (text: string) => checkFairHousingRules(text).map((f) => `${f.rule} ${f.severity}`);

describe('minors barred from common areas, families assigned to floors (minors-and-floors.ts)', () => {
  it.each([
    'Kids are not permitted to use the clubhouse or the roof deck.',
    'Occupants younger than 16 are barred from the fitness center.',
    'No teenagers in the lounge.',
    'The hot tub is off limits to children.',
  ])('blocks %s', (text) => {
    expect(rules(text)).toContain('minors-barred-common-areas/familial_status block');
  });

  it.each([
    'Families with toddlers are assigned to the garden-level units.',
    'Management places families with babies in the rear building.',
    'Parents will be put in the east tower.',
    'Tenants with young kids are kept on the first two floors.',
  ])('blocks %s', (text) => {
    // The passive shapes are also use-limits.ts's 'assigned-section' frame, which may win the overlap.
    expect(rules(text)).toContainEqual(
      expect.stringMatching(/^(?:families-assigned|mention-assigned-section)\/familial_status block$/),
    );
  });

  it.each([
    'Children under 12 may not use the pool without an adult present.',
    'Kids under 14 must be supervised in the gym.',
    'Pool rules: no glass, no diving, for every resident.',
    'Families with children are welcome on every floor.',
    'We keep units on every floor open to families with kids.',
    'The families moved into the building in 2019 and love the roof deck.',
  ])('leaves alone %s', (text) => {
    expect(
      rules(text).filter((r) => /^(?:minors-barred|families-assigned|mention-assigned)/.test(r)),
    ).toEqual([]);
  });
});

// New wording (not the review sets' sentences) read through the engine, and look-alikes that stay ok.
describe('families assigned to floors, read through the engine (minors-and-floors.ts)', () => {
  warmUp();

  it.each<[string, string]>([
    [
      'Parents with young kids can only rent the garden-level apartments.',
      'families-assigned/familial_status block',
    ],
  ])('%s finds %s', (text, finding) => {
    expect(findingsOf(text)).toContain(finding);
  });

  it.each(['Families love the ground floor units with patios.'])('leaves alone %s', (text) => {
    expect(outcomeFor(text)).toBe('ok');
  });
});

// fh32: a facility named by its use ("may not swim", "may not work out"), supervision still left alone.
describe('minors barred from a facility named by its use (minors-and-floors.ts)', () => {
  const check = (text: string) => outcomeOf(checkFairHousingRules(text));
  it.each(['Minors may not work out in the fitness room.', 'Kids under 16 cannot swim on weekday evenings.'])(
    'blocks %s',
    (text) => {
      expect(check(text)).toBe('block');
    },
  );
  it.each(['Children under 12 may not swim without an adult present.', 'Guests may not swim after 10 pm.'])(
    'leaves alone %s',
    (text) => {
      expect(check(text)).toBe('ok');
    },
  );
});
