import { beforeAll, describe, expect, it } from 'vitest';
import { checkFairHousing } from './engine';

// A third round of new wording for review-25's families (reach-rules-25.test.ts holds the first two):
// each line failed before the family was widened for it; the look-alikes are the guards it needed.
const rules = (text: string) => checkFairHousing(text).map((f) => `${f.rule} ${f.severity}`);

describe('review-25 families, widened', () => {
  beforeAll(() => {
    checkFairHousing('warm up');
  }, 60_000);

  it.each([
    [
      "As a single mom you'd be happier in a smaller complex across town.",
      'happier-elsewhere/familial_status warn',
    ],
    ['Gay couples get a discount on the deposit.', 'class-perk/sexual_orientation block'],
    ['Arrest = automatic no.', 'arrest-means-denial/race block'],
    ['Applicants who were ever arrested will be denied automatically.', 'arrest-means-denial/race block'],
    [
      'She has to move out because the other owners object to her wheelchair.',
      'disliked-tenant-ended/handicap block',
    ],
    [
      'He must leave because the neighbors complain about his accent.',
      'disliked-tenant-ended/national_origin block',
    ],
    [
      "They have to move out because the owner doesn't like their kids.",
      'disliked-tenant-ended/familial_status block',
    ],
    ['The leasing agent asked if my son is on the spectrum.', 'ask-whether-disabled/handicap block'],
    ['Ask whether your husband takes medication for depression.', 'ask-whether-disabled/handicap block'],
    ['Support animals — $50/mo pet rent.', 'assistance-animal-fee-heading/handicap block'],
    [
      'An overwhelmingly Catholic, family-oriented parish neighborhood.',
      'makeup-before-adjectives/religion block',
    ],
    ['Any plans for kids in the near future?', 'children-planned-asked/familial_status warn'],
    ["Two single women asked about 2B. Just tell them it's taken.", 'told-unavailable-next/sex block'],
    ['Tell him we have a waitlist if he turns out to be Muslim.', 'told-unavailable-if/religion block'],
    ['Landlord told us the lease depends on going to his church.', 'term-on-worship/religion block'],
    ['No foreign passports.', 'foreign-papers-refused/national_origin block'],
  ])('%s → %s', (text, expected) => {
    expect(rules(text)).toContain(expected);
  });

  // No finding of the widened families (other families may still speak: "Section 8 lady" is a description).
  const WIDENED =
    /^(?:told-unavailable-(?:next|if)|disliked-tenant-ended|assistance-animal-fee-heading|ask-whether-disabled|happier-elsewhere|children-planned-asked)\//;
  it.each([
    'Another Section 8 lady called about 2B.',
    "Tell them it's rented if they call after Friday.",
    'She has to move out because the owners object to her parking.',
    'Note to leasing: the cat is an assistance animal, so waive the pet deposit.',
    'Service animals, no pet rent.',
    'Ask whether anyone in the household smokes.',
    'We ask whether you are a student.',
    'Seniors might be happier with the ground-floor unit.',
    'Do you plan on having kids visit?',
  ])('look-alike: %s', (text) => {
    expect(rules(text).filter((r) => WIDENED.test(r))).toEqual([]);
  });
});
