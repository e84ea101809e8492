import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousingRules } from './engine';

// HOPA stated or admitted unverified (hopa-stated.ts) and a housemate in a shared home (shared-living.ts),
// in new wording.
const outcome = (text: string) => outcomeOf(checkFairHousingRules(text));

describe('HOPA and housemates', () => {
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each([
    [
      'Cedar Glen is run as 55-and-older housing: 85 percent of the lots have a resident 55 or over, checked yearly.',
      'ok',
    ],
    ['We call it 55+ but there has never been an age verification, so no kids please.', 'block'],
    ['Quiet adult park, nobody under 25 may live here; we are not certified as 55+ housing.', 'block'],
    ['My room in the 2BR flat is free for July, male roommates only as we share one bathroom.', 'ok'],
    ['Room in a shared townhouse, we share the kitchen, looking for a queer housemate.', 'ok'],
    ['Whole 2BR unit for rent, women tenants only.', 'block'],
  ])('"%s" is %s', (text, expected) => {
    expect(outcome(text)).toBe(expected);
  });
});

// New wording for each rule (not the review sets' sentences), and look-alikes that stay ok.
describe('HOPA buildings and housemates (hopa-stated.ts, shared-living.ts)', () => {
  const check = (text: string, state?: string) => checkFairHousingRules(text, state ? { state } : {});
  beforeAll(() => {
    checkFairHousingRules('warm up');
  }, 60_000);

  it.each<[string, string | undefined]>([
    ['A Section 202 building for seniors: every household has a member 62 or older.', undefined],
    ['Looking for a Hindu sister to share my one-bedroom flat with me; vegetarian kitchen.', undefined],
  ])('leaves alone %s (%s)', (text, state) => {
    expect(outcomeOf(check(text, state))).toBe('ok');
  });

  it('drops the housemate choice in a household adding a member (Roommate.com, 9th Cir. 2012)', () => {
    expect(
      outcomeOf(
        check(
          'Trans-run co-op seeks a fourth housemate to share the kitchen; looking for queer or trans housemates.',
          'MN',
        ),
      ),
    ).toBe('ok');
    expect(outcomeOf(check('Landlord seeks gay tenants only for the whole 2BR.', 'MN'))).toBe('block');
  });
});
