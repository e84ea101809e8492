import { describe, expect, it } from 'vitest';
import { checkFairHousingRules } from './engine';

const found = (text: string) => checkFairHousingRules(text).map((f) => `${f.category} ${f.severity}`);

// 24 CFR §100.70(c)(1)-(2); 42 U.S.C. §3604(c): steering by looks, without a race named.
describe('steering by resemblance (resemblance-steering.ts)', () => {
  it.each([
    ['Honestly the Parkside tower would suit them, the neighbors there look a lot like them.', 'race block'],
    ['I showed them Cedar Row because the residents look just like their own people.', 'race block'],
    ['You would blend in nicely over on the north side.', 'race block'],
    ['She thinks the couple would fit in better across town in the Willow subdivision.', 'race block'],
    ['The board would like buyers who keep the complexion of the cul-de-sac as it is.', 'color block'],
    ['We hope the lot sells to a family with the same skin tone as the neighbors.', 'color block'],
    ['Sellers want it to go to people the same color as the rest of the block.', 'color block'],
    ['Our Oak Street units are a better fit for people like you, trust me.', 'race block'],
    [
      'After you told us about your walker, we think Elm Court serves people like you better.',
      'handicap block',
    ],
  ])('blocks %s', (text, expected) => {
    expect(found(text)).toContain(expected);
  });

  it.each([
    'The remodeled kitchen looks like new and the yard looks like a park.',
    'Buyers who look like they are ready to move fast should call today.',
    'The addition blends in with the original architecture.',
    'Paint the shutters the same color as the rest of the block, per HOA rules.',
    'The sofa would fit in better in the den.',
    'Thanks to neighbors like you, the street fair raised $4,000.',
    'Skin care shop and nail salon on the ground floor.',
  ])('leaves alone %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('people who look like the block (resemblance-steering.ts)', () => {
  it('reads a preference for people who look like the rest of the street as race', () => {
    expect(found('The seller wants buyers who look like the rest of the street.')).toContain('race block');
  });
  it('leaves homes that look like the rest of the street alone', () => {
    expect(found('The new porch looks like the rest of the street.')).toEqual([]);
  });
});
