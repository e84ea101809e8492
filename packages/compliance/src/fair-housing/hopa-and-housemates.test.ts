import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeOf } from './corpus/measure';
import { checkFairHousing } from './engine';

// HOPA stated or admitted unverified (hopa-stated.ts) and a housemate in a shared home (shared-living.ts),
// in new wording.
const outcome = (text: string) => outcomeOf(checkFairHousing(text));

describe('HOPA and housemates', () => {
  beforeAll(() => {
    checkFairHousing('warm up');
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
